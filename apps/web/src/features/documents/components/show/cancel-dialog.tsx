import type { Document } from '@kontor/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';

interface Props {
  doc: Document;
  opened: boolean;
  onClose: () => void;
}

/** Storno: asks once, creates the finalized Stornorechnung and opens it. */
export function CancelDialog({ doc, opened, onClose }: Props) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const cancel = useDocumentMutation(documentCalls.cancel);
  const [reason, setReason] = useState('');
  const run = async () => {
    const storno = await cancel.mutateAsync({ id: doc.id, reason: reason.trim() || null });
    toast.success(t('actions.done.cancelled', { number: storno.number }));
    onClose();
    void navigate({ to: documentPaths.show(storno.id) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancel.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('cancel.body')}</Text>
        <TextInput
          label={t('cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
        />
        {cancel.error && (
          <Alert color="red" role="alert">
            {cancel.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('finalize.abort')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => void run().catch(() => undefined)}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
