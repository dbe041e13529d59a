import type { FileRecord } from '@kontor/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadWithToken, fileContentUrl, filesNeedToken } from '../file-access.ts';
import '../i18n.ts';
import type { FileDialogKind } from './file-dialog-state.ts';
import { FileTypeIcon } from './file-type-icon.tsx';

interface Props {
  file: FileRecord;
  onOpen: (kind: FileDialogKind, file: FileRecord) => void;
  /** Where the file lies, when the list spans folders (search). */
  folderPath?: string | undefined;
}

/** Icon and name; the name opens the preview, or downloads what cannot be previewed. */
export function FileName({ file, onOpen, folderPath }: Props) {
  const { t } = useTranslation('files');
  const { api } = useServices();
  const name = (() => {
    if (file.previewable) {
      return (
        <Anchor
          component="button"
          type="button"
          fw={600}
          ta="left"
          truncate
          onClick={() => onOpen('preview', file)}
        >
          {file.name}
        </Anchor>
      );
    }
    if (filesNeedToken()) {
      const download = () =>
        void downloadWithToken(api, file.id, file.name).catch((error: Error) => toast.error(error.message));
      return (
        <Anchor component="button" type="button" fw={600} ta="left" truncate onClick={download}>
          {file.name}
        </Anchor>
      );
    }
    return (
      <Anchor href={fileContentUrl(api, file.id)} download={file.name} fw={600} truncate>
        {file.name}
      </Anchor>
    );
  })();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <FileTypeIcon type={file.type} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        {name}
        {folderPath && (
          <Text size="xs" c="dimmed" truncate>
            {t('list.inFolder', { path: folderPath })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
