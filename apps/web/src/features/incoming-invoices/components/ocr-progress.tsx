import type { IncomingInvoice } from '@kontor/contracts';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export const ocrPending = (invoice: Pick<IncomingInvoice, 'ocr'>) =>
  invoice.ocr?.status === 'queued' || invoice.ocr?.status === 'running';

/** Where the OCR of a scan or photo stands: waiting, running with progress, or failed with why. */
export function OcrProgress({ invoice }: { invoice: IncomingInvoice }) {
  const { t } = useTranslation('incomingInvoices');
  const ocr = invoice.ocr;
  if (!ocr || ocr.status === 'done') return null;
  if (ocr.status === 'failed')
    return (
      <Alert color="red" title={t('ocr.failed')}>
        {ocr.error}
      </Alert>
    );
  return (
    <Alert color="blue" data-testid="ocr-progress">
      <Stack gap={6}>
        <Text size="sm" role="status">
          {ocr.status === 'queued' ? t('ocr.queued') : t('ocr.running', { progress: ocr.progress })}
        </Text>
        <Progress value={ocr.status === 'queued' ? 0 : Math.max(5, ocr.progress)} animated aria-hidden />
      </Stack>
    </Alert>
  );
}
