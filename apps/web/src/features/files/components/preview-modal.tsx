import type { FileRecord } from '@kontor/contracts';
import { Button, Center, Group, Image, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useServices } from '../../../lib/services.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { fetchFileObjectUrl, fileContentUrl, filesNeedToken } from '../file-access.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

/** The inline address of the file: direct on the web, a blob fetched with the token in the native app. */
function usePreviewUrl(file: FileRecord) {
  const { api } = useServices();
  const direct = !filesNeedToken();
  const [state, setState] = useState<{ url: string | null; error: string | null }>({
    url: direct ? fileContentUrl(api, file.id, 'inline') : null,
    error: null,
  });
  useEffect(() => {
    if (direct) return;
    let url: string | null = null;
    let live = true;
    fetchFileObjectUrl(api, file.id, 'inline')
      .then((created) => {
        url = created;
        if (live) setState({ url: created, error: null });
      })
      .catch((error: Error) => live && setState({ url: null, error: error.message }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, direct, file.id]);
  return state;
}

function PreviewBody({ file }: { file: FileRecord }) {
  const { t } = useTranslation('files');
  const { url, error } = usePreviewUrl(file);
  if (error) return <ErrorAlert message={error} />;
  if (!url) {
    return (
      <Center h={200}>
        <BusyIndicator label={t('preview.loading')} />
      </Center>
    );
  }
  if (file.mime_type.startsWith('image/')) {
    return <Image src={url} alt={file.name} fit="contain" mah="75vh" radius="sm" />;
  }
  // PDF and text: the browser's own viewer, in a frame the server sandboxes (CSP sandbox).
  return (
    <iframe
      src={url}
      title={t('preview.frame', { name: file.name })}
      style={{ width: '100%', height: '75vh', border: 0, borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}

/** PDFs and images shown large, with download at hand. */
export function PreviewModal({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useTranslation('files');
  const { api } = useServices();
  const isPhone = useIsPhoneLayout();
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? t('preview.title', { name: file.name }) : ''}
      size="xl"
      fullScreen={isPhone}
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('preview.close') }}
    >
      {file && (
        <Stack gap="sm">
          <PreviewBody file={file} />
          {!filesNeedToken() && (
            <Group justify="flex-end">
              <Button
                component="a"
                href={fileContentUrl(api, file.id)}
                download={file.name}
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                {t('actions.download')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
