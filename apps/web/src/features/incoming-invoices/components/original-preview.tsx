import { Alert, Anchor, Box, Image, Skeleton } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOriginal } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';

const frameStyle = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'white',
};

/** The original beside the data: a PDF or photo as sent, an XML e-invoice as its readable page. */
export function OriginalPreview({
  id,
  sourceKind,
  phone,
}: {
  id: number;
  sourceKind: string;
  phone: boolean;
}) {
  const { t } = useTranslation('incomingInvoices');
  const isXml = ['ubl-invoice', 'ubl-credit-note', 'cii'].includes(sourceKind);
  const original = useOriginal(id, 'file');
  const readable = useOriginal(id, isXml ? 'html' : 'file');
  const shown = isXml ? readable : original;
  if (shown.isError) return <Alert color="red">{t('show.originalFailed')}</Alert>;
  if (!shown.url) return <Skeleton h={phone ? 48 : 720} aria-busy="true" />;
  const isImage = shown.type.startsWith('image/');
  if (phone && !isImage)
    return (
      <Anchor href={shown.url} target="_blank" rel="noopener">
        <IconFileInvoice size={18} style={{ verticalAlign: 'middle' }} /> {t('show.openOriginal')}
      </Anchor>
    );
  if (isImage) return <Image src={shown.url} alt={t('show.original')} radius="md" />;
  return (
    <Box
      component="iframe"
      src={shown.url}
      title={t('show.original')}
      // The rendering is plain text in tags; a sandbox without scripts keeps it so.
      {...(isXml && { sandbox: '' })}
      w="100%"
      h={720}
      style={frameStyle}
    />
  );
}
