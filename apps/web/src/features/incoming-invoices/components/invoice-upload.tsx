import { MAX_INCOMING_INVOICE_BYTES } from '@kontor/contracts';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileInvoice, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadIncomingInvoice } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';

const accept = ['application/xml', 'text/xml', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** Drop or pick several invoices; each is uploaded in turn and its outcome listed. */
export function InvoiceUpload() {
  const { t } = useTranslation('incomingInvoices');
  const upload = useUploadIncomingInvoice();
  const [rejected, setRejected] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<{ name: string; ok: boolean; message?: string }[]>([]);
  const onFiles = async (files: File[]) => {
    setRejected(false);
    setResults([]);
    const outcome: typeof results = [];
    for (const [index, file] of files.entries()) {
      setProgress({ done: index, total: files.length });
      try {
        await upload.mutateAsync(file);
        outcome.push({ name: file.name, ok: true });
      } catch (error) {
        outcome.push({ name: file.name, ok: false, message: (error as Error).message });
      }
      setResults([...outcome]);
    }
    setProgress(null);
  };
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void onFiles(files)}
        onReject={(rejections) => setRejected(rejections.length > 0)}
        maxSize={MAX_INCOMING_INVOICE_BYTES}
        accept={accept}
        multiple
        loading={progress !== null}
        aria-label={t('upload.drop')}
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={32} color="var(--mantine-color-green-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileInvoice size={32} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={2} maw={520}>
            <Text fw={600}>{t('upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.hint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress && (
        <Text size="sm" role="status">
          {t('upload.running', { done: progress.done + 1, total: progress.total })}
        </Text>
      )}
      {rejected && <Alert color="red">{t('upload.rejected')}</Alert>}
      {results.length > 0 && (
        <Alert color={results.every((r) => r.ok) ? 'green' : 'yellow'} role="status">
          <List size="sm">
            {results.map((r, i) => (
              <List.Item key={i}>
                {r.ok
                  ? t('upload.done', { name: r.name })
                  : t('upload.failed', { name: r.name, message: r.message })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
