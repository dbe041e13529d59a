import type { FileRecord } from '@kontor/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useFolders } from '../api/use-folders.ts';
import { useUpdateFile } from '../api/use-update-file.ts';
import { folderOptions } from '../folder-tree.ts';
import '../i18n.ts';

const ROOT = 'root';

/** Puts a file into another folder (or on the top level). */
export function MoveFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const { t } = useTranslation('files');
  const folders = useFolders();
  const update = useUpdateFile();
  const [target, setTarget] = useState(file.folder_id === null ? ROOT : String(file.folder_id));
  const options = [{ value: ROOT, label: t('folders.root') }, ...folderOptions(folders.data ?? [])];
  const submit = async () => {
    try {
      await update.mutateAsync({
        id: file.id,
        changes: { folder_id: target === ROOT ? null : Number(target) },
      });
      toast.success(t('move.done', { folder: options.find((o) => o.value === target)?.label ?? '' }));
      onClose();
    } catch {
      // Shown below.
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('move.title', { name: file.name })}
      portalProps={{ target: '#kontor-modals' }}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <KontorSelect
            label={t('move.target')}
            data={options}
            value={target}
            onChange={(value) => value && setTarget(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <ErrorAlert message={update.error?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('move.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('move.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
