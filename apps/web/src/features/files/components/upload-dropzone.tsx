import '@mantine/dropzone/styles.css';
import { formatByteSize } from '@kontor/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconDownload } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  onFiles: (files: File[]) => void;
  maxFileBytes: number | undefined;
  /** Lets a button elsewhere open the file picker. */
  openRef?: Ref<() => void>;
  compact?: boolean;
}

/**
 * Drop files here or click to choose them. Every file goes to the upload list, also ones the
 * server would refuse: they fail there with the reason, which is clearer than being ignored.
 */
export function UploadDropzone({ onFiles, maxFileBytes, openRef, compact = false }: Props) {
  const { t, i18n } = useTranslation('files');
  return (
    <Dropzone
      onDrop={onFiles}
      openRef={openRef}
      multiple
      aria-label={t('upload.drop')}
      inputProps={{ 'aria-label': t('upload.choose') }}
      radius="md"
      p={compact ? 'sm' : 'lg'}
    >
      <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconDownload size={compact ? 24 : 36} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Idle>
          <IconCloudUpload size={compact ? 24 : 36} aria-hidden />
        </Dropzone.Idle>
        <Dropzone.Reject>
          <IconCloudUpload size={compact ? 24 : 36} aria-hidden />
        </Dropzone.Reject>
        <Stack gap={2}>
          <Text size={compact ? 'sm' : 'md'} fw={500}>
            <Dropzone.Idle>{t('upload.drop')}</Dropzone.Idle>
            <Dropzone.Accept>{t('upload.dropActive')}</Dropzone.Accept>
          </Text>
          {maxFileBytes !== undefined && (
            <Text size="xs" c="dimmed">
              {t('upload.hint', { max: formatByteSize(maxFileBytes, i18n.language) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Dropzone>
  );
}
