import {
  decimalPattern,
  incomingInvoiceTaxations,
  roundMoney,
  toBig,
  type IncomingInvoice,
} from '@kontor/contracts';
import { Alert, Button, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useBookingAccounts, useSaveBooking } from '../api/use-incoming-invoices.ts';
import { BookingLineRow, type LineDraft } from '../components/booking-line-row.tsx';
import {
  HeaderFields,
  hasCheckableHeader,
  headerDraftOf,
  headerInputOf,
  type HeaderDraft,
} from '../components/header-fields.tsx';
import { InvoiceLoader } from '../components/invoice-loader.tsx';
import { money } from '../components/money.ts';
import { OcrProgress, ocrPending } from '../components/ocr-progress.tsx';
import { OriginalPreview } from '../components/original-preview.tsx';
import '../i18n.ts';

const amount = (value: string) => value.trim().replace(',', '.');
const valid = (value: string) => decimalPattern.test(amount(value));

function BookingEditor({ invoice }: { invoice: IncomingInvoice }) {
  const { t, i18n } = useTranslation('incomingInvoices');
  const lang = i18n.language;
  const navigate = useNavigate();
  const phone = useIsPhoneLayout();
  const accounts = useBookingAccounts();
  const save = useSaveBooking();
  const [lines, setLines] = useState<LineDraft[]>(() =>
    invoice.lines.map((l) => ({
      account: l.account,
      net: l.net,
      vat_rate: l.vat_rate,
      vat: l.vat,
      cost_centre: l.cost_centre ?? '',
      project_id: l.project?.id ?? null,
      ...(l.project && { project_name: l.project.name }),
      text: l.text ?? '',
    })),
  );
  const [taxation, setTaxation] = useState<IncomingInvoice['taxation']>(invoice.taxation);
  const checkable = hasCheckableHeader(invoice);
  const [header, setHeader] = useState<HeaderDraft>(() => headerDraftOf(invoice));
  const options = (accounts.data?.items ?? []).map((a) => ({
    value: a.number,
    label: `${a.number} ${a.name}`,
  }));
  const sum = (pick: (l: LineDraft) => string) =>
    roundMoney(lines.reduce((s, l) => (valid(pick(l)) ? s.plus(amount(pick(l))) : s), toBig(0)));
  const net = sum((l) => l.net);
  const tax = sum((l) => l.vat);
  // A receipt's totals are the ones in the form (the user may correct what was read).
  const totals = checkable
    ? {
        net: valid(header.net) ? roundMoney(toBig(amount(header.net))) : null,
        tax: valid(header.tax) ? roundMoney(toBig(amount(header.tax))) : null,
      }
    : invoice.totals;
  const matches = toBig(net).eq(totals.net ?? '0') && toBig(tax).eq(totals.tax ?? '0');
  // The VAT follows net and rate until the user corrects it (per-line rounding of the vendor).
  const change = (index: number, next: LineDraft) =>
    setLines((all) =>
      all.map((line, i) => {
        if (i !== index) return line;
        const recompute =
          (next.net !== line.net || next.vat_rate !== line.vat_rate) &&
          valid(next.net) &&
          taxation === 'standard';
        return recompute
          ? { ...next, vat: roundMoney(toBig(amount(next.net)).times(next.vat_rate).div(100)) }
          : next;
      }),
    );
  // Under § 13b and § 1a the vendor states no VAT: the lines carry none (the journal adds it);
  // back to standard, the VAT follows net and rate again.
  const chooseTaxation = (next: IncomingInvoice['taxation']) => {
    setTaxation(next);
    setLines((all) =>
      all.map((line) => ({
        ...line,
        vat:
          next !== 'standard'
            ? '0.00'
            : valid(line.net)
              ? roundMoney(toBig(amount(line.net)).times(line.vat_rate).div(100))
              : line.vat,
      })),
    );
  };
  const errors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  // mutateAsync, not mutate's callbacks: the saved invoice reloads and may unmount this form
  // before a per-call onSuccess would run.
  const submit = async () => {
    await save.mutateAsync({
      id: invoice.id,
      body: {
        version: invoice.version,
        taxation,
        ...(checkable && { header: headerInputOf(header) }),
        lines: lines.map((l) => ({
          account: l.account,
          net: amount(l.net),
          vat_rate: l.vat_rate,
          vat: amount(l.vat),
          cost_centre: l.cost_centre.trim() || null,
          project_id: l.project_id,
          text: l.text.trim() || null,
        })),
      },
    });
    toast.success(t('edit.saved'));
    await navigate({ to: '/incomingInvoices/show/$id', params: { id: String(invoice.id) } });
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={t('edit.title', { number: invoice.number ?? t('noNumber') })}
        description={t('edit.intro')}
      />
      {checkable && (
        // The original beside the fields: what was read is checked against what the paper says.
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OriginalPreview id={invoice.id} sourceKind={invoice.source_kind} phone={phone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HeaderFields invoice={invoice} draft={header} errors={errors} onChange={setHeader} />
          </Grid.Col>
        </Grid>
      )}
      <Select
        label={t('show.taxation')}
        description={t('edit.taxationHint')}
        data={incomingInvoiceTaxations.map((value) => ({ value, label: t(`taxation.${value}`) }))}
        value={taxation}
        onChange={(value) => value && chooseTaxation(value as IncomingInvoice['taxation'])}
        allowDeselect={false}
        error={errors.taxation}
        maw={560}
      />
      {lines.map((line, index) => (
        <BookingLineRow
          key={index}
          index={index}
          line={line}
          accounts={options}
          errors={errors}
          onChange={(next) => change(index, next)}
          onRemove={lines.length > 1 ? () => setLines((all) => all.filter((_, i) => i !== index)) : null}
        />
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setLines((all) => [
              ...all,
              {
                account: all[0]?.account ?? '',
                net: '0.00',
                vat_rate: '19',
                vat: '0.00',
                cost_centre: '',
                project_id: null,
                text: '',
              },
            ])
          }
        >
          {t('edit.addLine')}
        </Button>
      </Group>
      <Alert color={matches ? 'green' : 'yellow'} role="status" data-testid="booking-sum-check">
        <Text size="sm">{t('edit.sum', { net: money(net, lang), tax: money(tax, lang) })}</Text>
        <Text size="sm">
          {t('edit.invoice', { net: money(totals.net, lang), tax: money(totals.tax, lang) })}
        </Text>
        <Text size="sm" fw={600}>
          {matches ? t('edit.matches') : t('edit.differs')}
        </Text>
      </Alert>
      <ErrorAlert message={save.error?.message} />
      <Group justify="flex-end">
        <Button
          variant="default"
          renderRoot={(props) => (
            <Link {...props} to="/incomingInvoices/show/$id" params={{ id: String(invoice.id) }} />
          )}
        >
          {t('show.cancel')}
        </Button>
        <Button onClick={() => void submit().catch(() => undefined)} loading={save.isPending}>
          {t('edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function IncomingInvoiceEdit({ invoice }: { invoice: IncomingInvoice }) {
  const { t } = useTranslation('incomingInvoices');
  if (invoice.status === 'approved' || invoice.status === 'paid')
    return <Alert color="gray">{t('edit.frozen')}</Alert>;
  if (ocrPending(invoice))
    return (
      <Stack gap="md">
        <OcrProgress invoice={invoice} />
        <Alert color="blue">{t('ocr.pendingEdit')}</Alert>
      </Stack>
    );
  return <BookingEditor key={invoice.version} invoice={invoice} />;
}

/**
 * /incomingInvoices/edit/{id}: the header of a receipt with what to check, booking lines with
 * account from the chart and the sum check.
 */
export function IncomingInvoiceEditPage() {
  return (
    <RequirePermission permission="incomingInvoices.write">
      <InvoiceLoader>{(invoice) => <IncomingInvoiceEdit invoice={invoice} />}</InvoiceLoader>
    </RequirePermission>
  );
}
