import { useTranslation } from 'react-i18next';
import { PdfPreview } from '../../../../ui/pdf-preview.tsx';
import { useDocumentPreview } from '../../api/use-document-preview.ts';
import '../../i18n.ts';

/** The PDF as the customer gets it (drafts with a watermark); on phones a link opens it. */
export function DocumentPreview({ id, version, phone }: { id: number; version: number; phone: boolean }) {
  const { t } = useTranslation('documents');
  const preview = useDocumentPreview(id, version);
  return (
    <PdfPreview
      url={preview.url}
      error={preview.error}
      phone={phone}
      texts={{ failed: t('show.previewFailed'), open: t('show.previewOpen'), title: t('show.preview') }}
    />
  );
}
