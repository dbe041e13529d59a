import type { FileRecord } from '@kontor/contracts';
import { Button, Group, Modal, Stack, TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useUpdateFile } from '../api/use-update-file.ts';
import '../i18n.ts';

/** Free tags (Enter or comma adds one); the server trims them and drops doubles. */
export function TagsDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const { t } = useTranslation('files');
  const update = useUpdateFile();
  const [tags, setTags] = useState<string[]>(file.tags);
  const submit = async () => {
    try {
      await update.mutateAsync({ id: file.id, changes: { tags } });
      toast.success(t('tags.done'));
      onClose();
    } catch {
      // Shown below.
    }
  };
  const fieldError = Object.entries(update.error?.fields ?? {}).find(([key]) => key.startsWith('tags'))?.[1];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tags.title', { name: file.name })}
      portalProps={{ target: '#kontor-modals' }}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <TagsInput
            label={t('tags.label')}
            description={t('tags.hint')}
            placeholder={t('tags.placeholder')}
            value={tags}
            onChange={setTags}
            splitChars={[',']}
            maxTags={20}
            clearable
            error={fieldError}
            data-autofocus
          />
          <ErrorAlert message={update.error && !fieldError ? update.error.message : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tags.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('tags.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
