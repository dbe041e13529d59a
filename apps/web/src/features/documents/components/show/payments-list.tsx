import { formatEuro, type Document } from '@kontor/contracts';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import '../../i18n.ts';

type Payment = Document['payments'][number];

/** The payments received, each with "Rückgängig" (the API reverses it; history keeps it). */
export function PaymentsList({ doc, canWrite }: { doc: Document; canWrite: boolean }) {
  const { t, i18n } = useTranslation('documents');
  const remove = useDocumentMutation(documentCalls.removePayment);
  const [undo, setUndo] = useState<Payment | null>(null);
  const confirm = async () => {
    if (!undo) return;
    try {
      await remove.mutateAsync({ id: doc.id, paymentId: undo.id });
      toast.success(t('actions.done.paymentRemoved'));
    } catch (error) {
      toast.error(t('actions.failed'), error instanceof Error ? error.message : undefined);
    }
    setUndo(null);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="document-payments-title">
      <Title order={2} size="h4" mb="sm" id="document-payments-title">
        {t('payment.list')}
      </Title>
      {doc.payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payment.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {doc.payments.map((p) => (
            <Group key={p.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {formatEuro(p.amount)} · {formatDate(p.paid_on, i18n.language)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[
                    Number(p.skonto) > 0 && t('payment.skonto', { amount: formatEuro(p.skonto) }),
                    Number(p.written_off) > 0 &&
                      t('payment.writtenOff', {
                        amount: formatEuro(p.written_off),
                        reason: p.write_off_reason ?? '',
                      }),
                    p.method,
                    p.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {canWrite && (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconArrowBackUp size={14} />}
                  onClick={() => setUndo(p)}
                >
                  {t('payment.undo')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Modal opened={undo !== null} onClose={() => setUndo(null)} title={t('payment.undoTitle')}>
        <Stack gap="sm">
          <Text size="sm">
            {undo &&
              t('payment.undoBody', {
                amount: formatEuro(undo.amount),
                date: formatDate(undo.paid_on, i18n.language),
              })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setUndo(null)}>
              {t('finalize.abort')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
              {t('payment.undo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
