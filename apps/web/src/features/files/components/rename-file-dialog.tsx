import type { FileRecord } from '@kontor/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useUpdateFile } from '../api/use-update-file.ts';
import '../i18n.ts';

/** A new name for the file; the server keeps (or adds) the extension of its type. */
export function RenameFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const { t } = useTranslation('files');
  const update = useUpdateFile();
  const [name, setName] = useState(file.name);
  const submit = async () => {
    try {
      const saved = await update.mutateAsync({ id: file.id, changes: { name } });
      toast.success(t('rename.done', { name: saved.name }));
      onClose();
    } catch {
      // The message shows at the field or above the buttons.
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('rename.title')} portalProps={{ target: '#kontor-modals' }}>
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <TextInput
            label={t('rename.name')}
            description={t('rename.hint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={update.error?.fields['name']}
            data-autofocus
            required
            maxLength={200}
          />
          <ErrorAlert message={update.error && !update.error.fields['name'] ? update.error.message : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('rename.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('rename.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
