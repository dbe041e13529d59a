import { Alert, Anchor, Box, Skeleton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';

/**
 * An object URL for a fetched PDF, revoked when the PDF changes or the screen closes. The PDF is
 * fetched through the API client (the token goes in a header, which an <iframe src> could not send).
 */
export function usePdfObjectUrl(blob: Blob | undefined) {
  const url = useMemo(
    () => (blob ? URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) : undefined),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

interface Props {
  url: string | undefined;
  /** Why the preview could not be made; shown instead of it. */
  error: { message: string } | null;
  phone: boolean;
  texts: { failed: string; open: string; title: string };
}

/** A PDF as its recipient gets it: framed on larger screens, on phones a link that opens it. */
export function PdfPreview({ url, error, phone, texts }: Props) {
  if (error)
    return (
      <Alert color="red" title={texts.failed}>
        {error.message}
      </Alert>
    );
  if (!url) return <Skeleton h={phone ? 48 : 720} aria-busy="true" />;
  if (phone)
    return (
      <Anchor href={url} target="_blank" rel="noopener">
        <IconFileTypePdf size={18} style={{ verticalAlign: 'middle' }} /> {texts.open}
      </Anchor>
    );
  return (
    <Box
      component="iframe"
      src={url}
      title={texts.title}
      w="100%"
      h={720}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    />
  );
}
