import type { BankTransaction } from '@kontor/contracts';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput, ActionIcon } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useAllocate } from '../api/use-banking-mutations.ts';
import { useApprovedIncomingInvoices, useOpenDocuments } from '../api/use-banking-queries.ts';
import '../i18n.ts';
import { money } from './money.ts';

interface Row {
  /** `document:12` or `incoming_invoice:7`. */
  documentId: string | null;
  amount: string;
  skonto: boolean;
}

const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100) || 0;

/**
 * Distributes one transaction over several documents (1:N) or pays part of one (partial payment).
 * Money out may also pay approved incoming invoices (money in: their vendors' credit notes).
 */
export function SplitDialog({ tx, onClose }: { tx: BankTransaction; onClose: () => void }) {
  const { t, i18n } = useTranslation('banking');
  const incoming = !tx.amount.startsWith('-');
  const documents = useOpenDocuments(incoming);
  const canPay = useSession((s) => s.permissions.includes('incomingInvoices.read'));
  const payables = useApprovedIncomingInvoices(canPay);
  const allocate = useAllocate();
  const first = tx.suggestions[0];
  const [rows, setRows] = useState<Row[]>(
    first
      ? first.allocations.map((a) => ({
          documentId: `${a.target_type}:${a.target_id}`,
          amount: a.amount,
          skonto: a.settle_with_skonto,
        }))
      : [{ documentId: null, amount: tx.unallocated, skonto: false }],
  );
  const options = [
    ...(documents.data?.items ?? []).map((d) => ({
      value: `document:${d.id}`,
      label: `${d.number ?? ''} · ${d.customer_name ?? ''} · ${money(d.open, i18n.language)}`,
    })),
    ...(payables.data?.items ?? [])
      .filter((p) => (p.totals.gross ?? '').startsWith('-') === incoming)
      .map((p) => ({
        value: `incoming_invoice:${p.id}`,
        label: `${t('splitDialog.incomingInvoice')} ${p.number ?? ''} · ${p.vendor_name ?? ''}${p.totals.gross ? ` · ${money(p.totals.gross, i18n.language)}` : ''}`,
      })),
  ];
  const rest = cents(tx.unallocated) - rows.reduce((sum, r) => sum + cents(r.amount), 0);
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const save = () =>
    allocate.mutate(
      {
        id: tx.id,
        body: {
          allocations: rows
            .filter((r) => r.documentId)
            .map((r) => ({
              target_type: r.documentId!.startsWith('incoming_invoice:')
                ? ('incoming_invoice' as const)
                : ('document' as const),
              target_id: Number(r.documentId!.split(':')[1]),
              amount: r.amount,
              settle_with_skonto: r.skonto,
            })),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('tx.confirmed'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('splitDialog.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('splitDialog.intro', { amount: money(tx.unallocated, i18n.language) })}</Text>
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('splitDialog.document')}
              placeholder={t('splitDialog.documentPlaceholder')}
              data={options}
              value={row.documentId}
              onChange={(value) => update(index, { documentId: value })}
              searchable
              style={{ flex: '1 1 220px' }}
            />
            <TextInput
              label={t('splitDialog.amount')}
              value={row.amount}
              onChange={(event) => update(index, { amount: event.currentTarget.value })}
              inputMode="decimal"
              w={120}
            />
            <Checkbox
              label={t('splitDialog.skonto')}
              checked={row.skonto}
              onChange={(event) => update(index, { skonto: event.currentTarget.checked })}
              mb={8}
            />
            {rows.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('splitDialog.remove')}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setRows((current) => [
                ...current,
                { documentId: null, amount: (Math.max(rest, 0) / 100).toFixed(2), skonto: false },
              ])
            }
          >
            {t('splitDialog.add')}
          </Button>
          <Text size="sm" c={rest < 0 ? 'red' : 'dimmed'}>
            {t('splitDialog.rest', { amount: money((rest / 100).toFixed(2), i18n.language) })}
          </Text>
        </Group>
        <ErrorAlert message={allocate.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('splitDialog.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={allocate.isPending}
            disabled={!rows.some((r) => r.documentId) || rest < 0}
          >
            {t('splitDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
