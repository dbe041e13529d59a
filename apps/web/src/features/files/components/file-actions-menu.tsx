import { canChangeFile, type FileRecord } from '@kontor/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFolderSymlink,
  IconLinkOff,
  IconPencil,
  IconTags,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadWithToken, fileContentUrl, filesNeedToken } from '../file-access.ts';
import '../i18n.ts';
import type { FileDialogKind } from './file-dialog-state.ts';

interface Props {
  file: FileRecord;
  canWrite: boolean;
  onOpen: (kind: FileDialogKind, file: FileRecord) => void;
  /** On a record's Dateien tab: remove the link to that record. */
  onUnlink?: (file: FileRecord) => void;
  /** The files page moves between folders; a record's tab does not show folders. */
  canMove?: boolean;
}

/** Everything one can do with a file, behind one button (the same on phones and desktops). */
export function FileActionsMenu({ file, canWrite, onOpen, onUnlink, canMove = true }: Props) {
  const { t } = useTranslation('files');
  const { api } = useServices();
  // Others' files: only with files.manage (the API says the same, in German, if asked anyway).
  const userId = useSession((s) => s.user?.id ?? null);
  const permissions = useSession((s) => s.permissions);
  const canChange = canWrite && canChangeFile(file.uploaded_by?.id ?? null, { userId, permissions });
  const download = filesNeedToken()
    ? {
        onClick: () =>
          void downloadWithToken(api, file.id, file.name).catch((error: Error) => toast.error(error.message)),
      }
    : { component: 'a' as const, href: fileContentUrl(api, file.id), download: file.name };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('actions.menu', { name: file.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {file.previewable && (
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onOpen('preview', file)}>
            {t('actions.preview')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconDownload size={16} />} {...download}>
          {t('actions.download')}
        </Menu.Item>
        {canChange && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onOpen('rename', file)}>
              {t('actions.rename')}
            </Menu.Item>
            {canMove && (
              <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => onOpen('move', file)}>
                {t('actions.move')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconTags size={16} />} onClick={() => onOpen('tags', file)}>
              {t('actions.tags')}
            </Menu.Item>
          </>
        )}
        {canWrite && onUnlink && (
          <Menu.Item leftSection={<IconLinkOff size={16} />} onClick={() => onUnlink(file)}>
            {t('actions.unlink')}
          </Menu.Item>
        )}
        {canChange && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onOpen('delete', file)}
            >
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
