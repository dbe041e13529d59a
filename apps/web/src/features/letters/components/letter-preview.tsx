import { useTranslation } from 'react-i18next';
import { PdfPreview } from '../../../ui/pdf-preview.tsx';
import { useLetterPreview } from '../api/letters-api.ts';
import '../i18n.ts';

/** The PDF as the recipient gets it (drafts with a watermark); on phones a link opens it. */
export function LetterPreview({ id, version, phone }: { id: number; version: number; phone: boolean }) {
  const { t } = useTranslation('letters');
  const preview = useLetterPreview(id, version);
  return (
    <PdfPreview
      url={preview.url}
      error={preview.error}
      phone={phone}
      texts={{ failed: t('preview.failed'), open: t('preview.open'), title: t('preview.title') }}
    />
  );
}
