import type {
  IncomingInvoice,
  IncomingInvoiceCheckedField,
  IncomingInvoiceHeaderInput,
} from '@kontor/contracts';
import { Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export type HeaderDraft = Record<IncomingInvoiceCheckedField, string>;

const comma = (value: string | null) => (value ?? '').replace('.', ',');

/** The header as the form edits it: amounts with a decimal comma, empty for what was not read. */
export const headerDraftOf = (invoice: IncomingInvoice): HeaderDraft => ({
  vendor_name: invoice.seller.name ?? '',
  number: invoice.number ?? '',
  issue_date: invoice.issue_date ?? '',
  due_date: invoice.due_date ?? '',
  net: comma(invoice.totals.net),
  tax: comma(invoice.totals.tax),
  gross: comma(invoice.totals.gross),
  iban: invoice.seller.iban ?? '',
  vat_id: invoice.seller.vat_id ?? '',
});

export const headerInputOf = (draft: HeaderDraft): IncomingInvoiceHeaderInput => draft;

/** Receipts, scans and photos: their header was read from text or by OCR and is confirmed here. */
export const hasCheckableHeader = (invoice: IncomingInvoice) =>
  invoice.source_kind === 'pdf' || invoice.source_kind === 'image';

const labels: Record<IncomingInvoiceCheckedField, string> = {
  vendor_name: 'header.vendorName',
  number: 'show.number',
  issue_date: 'show.issueDate',
  due_date: 'show.dueDate',
  net: 'show.net',
  tax: 'show.tax',
  gross: 'show.gross',
  iban: 'show.iban',
  vat_id: 'show.vatId',
};
const order = Object.keys(labels) as IncomingInvoiceCheckedField[];

/**
 * The invoice's header fields with the certainty of what was read: a field read with low
 * certainty (or a needed one not found) is highlighted until the user has saved the form.
 */
export function HeaderFields({
  invoice,
  draft,
  errors,
  onChange,
}: {
  invoice: IncomingInvoice;
  draft: HeaderDraft;
  errors: Record<string, string>;
  onChange: (draft: HeaderDraft) => void;
}) {
  const { t } = useTranslation('incomingInvoices');
  const checks = new Map(invoice.field_checks.map((c) => [c.field, c]));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb={4}>
        {t('header.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('header.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {order.map((field) => {
          const check = checks.get(field);
          const percent = check?.confidence === null ? null : Math.round((check?.confidence ?? 0) * 100);
          const hint = !check
            ? undefined
            : check.needs_check
              ? percent === null
                ? t('header.missing')
                : t('header.needsCheck', { percent })
              : t('header.sure', { percent });
          return (
            <TextInput
              key={field}
              label={t(labels[field])}
              type={field.endsWith('_date') ? 'date' : 'text'}
              inputMode={['net', 'tax', 'gross'].includes(field) ? 'decimal' : undefined}
              value={draft[field]}
              onChange={(e) => onChange({ ...draft, [field]: e.currentTarget.value })}
              description={hint}
              error={errors[`header.${field}`]}
              data-needs-check={check?.needs_check ? 'true' : undefined}
              data-testid={`header-${field}`}
              styles={
                check?.needs_check
                  ? {
                      input: {
                        borderColor: 'var(--mantine-color-orange-6)',
                        backgroundColor: 'var(--mantine-color-orange-light)',
                      },
                      description: { color: 'var(--mantine-color-orange-light-color)' },
                    }
                  : undefined
              }
            />
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
