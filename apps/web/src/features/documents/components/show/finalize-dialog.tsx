import { documentTypeDefinitions, type Document } from '@kontor/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import '../../i18n.ts';

interface Props {
  doc: Document;
  opened: boolean;
  onClose: () => void;
}

/** "rule id: message" for findings (`findings.0.BR-DE-15`), the message alone for missing fields. */
const problemsOf = (fields: Record<string, string>) =>
  Object.entries(fields).map(([key, message]) => {
    const rule = /^findings\.\d+\.(.+)$/.exec(key)?.[1];
    return rule ? `${rule}: ${message}` : message;
  });

/** Asks once and explains GoBD; if the server refuses, shows what is missing or which rules fail. */
export function FinalizeDialog({ doc, opened, onClose }: Props) {
  const { t } = useTranslation('documents');
  const finalize = useDocumentMutation(documentCalls.finalize);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const run = async () => {
    try {
      const done = await finalize.mutateAsync({ id: doc.id, version: doc.version });
      toast.success(
        t('actions.done.finalized', { type: documentTypeDefinitions[done.type].label, number: done.number }),
      );
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status !== 409)
        setRefusal({ message: error.message, problems: problemsOf(error.fields) });
      else setRefusal({ message: error instanceof Error ? error.message : String(error), problems: [] });
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('finalize.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('finalize.body')}</Text>
        <Text size="sm">{t('finalize.body2')}</Text>
        {refusal && (
          <Alert color="red" title={t('finalize.refused')} role="alert">
            {/* The server's message sums up the problems; listed, each is said once. */}
            {refusal.problems.length > 0 ? (
              <List size="sm">
                {refusal.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{refusal.message}</Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('finalize.abort')}
          </Button>
          <Button
            leftSection={<IconLock size={16} />}
            loading={finalize.isPending}
            onClick={() => void run()}
          >
            {t('finalize.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
