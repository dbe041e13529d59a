import { Alert, Anchor, Box, Skeleton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLetterPreview } from '../api/letters-api.ts';
import '../i18n.ts';

/** The PDF as the recipient gets it (drafts with a watermark); on phones a link opens it. */
export function LetterPreview({ id, version, phone }: { id: number; version: number; phone: boolean }) {
  const { t } = useTranslation('letters');
  const preview = useLetterPreview(id, version);
  if (preview.isError)
    return (
      <Alert color="red" title={t('preview.failed')}>
        {preview.error.message}
      </Alert>
    );
  if (!preview.url) return <Skeleton h={phone ? 48 : 720} aria-busy="true" />;
  if (phone)
    return (
      <Anchor href={preview.url} target="_blank" rel="noopener">
        <IconFileTypePdf size={18} style={{ verticalAlign: 'middle' }} /> {t('preview.open')}
      </Anchor>
    );
  return (
    <Box
      component="iframe"
      src={preview.url}
      title={t('preview.title')}
      w="100%"
      h={720}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    />
  );
}
