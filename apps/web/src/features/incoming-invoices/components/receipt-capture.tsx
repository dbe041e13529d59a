import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useUploadIncomingInvoice } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';
import { captureMode, takeNativeReceiptPhoto } from './receipt-photo.ts';

/**
 * "Beleg fotografieren" on /mobile: the phone's camera takes the picture — in the native app
 * through the Capacitor camera, on the web through a file input with `capture` — and it is
 * uploaded like any incoming invoice; its OCR runs on the server afterwards.
 */
export function ReceiptCapture() {
  const { t } = useTranslation('incomingInvoices');
  const upload = useUploadIncomingInvoice();
  const [capturedId, setCapturedId] = useState<number | null>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [isTaking, setTaking] = useState(false);
  const onPhoto = async (file: File | null) => {
    if (!file) return;
    setCapturedId(null);
    const created = await upload.mutateAsync(file);
    setCapturedId(created.id);
  };
  const onNativeCamera = async () => {
    setCameraError(null);
    setTaking(true);
    const outcome = await takeNativeReceiptPhoto().finally(() => setTaking(false));
    if (outcome.kind === 'photo') await onPhoto(outcome.file);
    else if (outcome.kind === 'denied') setCameraError(t('capture.cameraDenied'));
    else if (outcome.kind === 'failed') setCameraError(t('capture.cameraFailed'));
  };
  const button = (props: { onClick: () => void }) => (
    <Button {...props} leftSection={<IconCamera size={18} />} loading={isTaking || upload.isPending}>
      {t('capture.button')}
    </Button>
  );
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
          {captureMode() === 'native' ? (
            button({ onClick: () => void onNativeCamera().catch(() => undefined) })
          ) : (
            <FileButton
              onChange={(file) => void onPhoto(file).catch(() => undefined)}
              accept="image/*"
              inputProps={{ capture: 'environment', 'aria-label': t('capture.button') }}
            >
              {button}
            </FileButton>
          )}
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
        <ErrorAlert message={cameraError ?? upload.error?.message} />
      </Stack>
    </Paper>
  );
}
