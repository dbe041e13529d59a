import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useUploadIncomingInvoice } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';

/**
 * "Beleg fotografieren" on /mobile: the phone's camera (file input with `capture`) takes the
 * picture, which is uploaded like any incoming invoice; its OCR runs on the server afterwards.
 */
export function ReceiptCapture() {
  const { t } = useTranslation('incomingInvoices');
  const upload = useUploadIncomingInvoice();
  const [capturedId, setCapturedId] = useState<number | null>(null);
  const onPhoto = async (file: File | null) => {
    if (!file) return;
    setCapturedId(null);
    const created = await upload.mutateAsync(file);
    setCapturedId(created.id);
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('capture.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('capture.hint')}
        </Text>
        <Group>
          <FileButton
            onChange={(file) => void onPhoto(file).catch(() => undefined)}
            accept="image/*"
            inputProps={{ capture: 'environment', 'aria-label': t('capture.button') }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconCamera size={18} />} loading={upload.isPending}>
                {t('capture.button')}
              </Button>
            )}
          </FileButton>
        </Group>
        {upload.isPending && (
          <Text size="sm" role="status">
            {t('capture.uploading')}
          </Text>
        )}
        {capturedId !== null && !upload.isPending && (
          <Group gap="sm" role="status">
            <Text size="sm">{t('capture.done')}</Text>
            <Button
              size="xs"
              variant="light"
              renderRoot={(props) => (
                <Link {...props} to="/incomingInvoices/show/$id" params={{ id: String(capturedId) }} />
              )}
            >
              {t('capture.open')}
            </Button>
          </Group>
        )}
        <ErrorAlert message={upload.error?.message} />
      </Stack>
    </Paper>
  );
}
