import { IMPORT_MAX_BYTES, type ImportAnalysis } from '@kontor/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import '../i18n.ts';
import { FileSummary } from './file-summary.tsx';

// Windows reports .csv as an Excel type, some systems as plain text; the extension decides too.
const CSV_TYPES = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
};

interface Props {
  fileName: string | null;
  analysis: ImportAnalysis | null;
  reading: boolean;
  error: string | null;
  onFile: (file: File) => void;
}

/** Step 1: drop or pick the CSV file; once read, what was detected in it. */
export function UploadStep({ fileName, analysis, reading, error, onFile }: Props) {
  const { t } = useTranslation('entitiesImport');
  const [rejected, setRejected] = useState(false);
  const onReject = (rejections: FileRejection[]) => setRejected(rejections.length > 0);
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => {
          setRejected(false);
          if (files[0]) onFile(files[0]);
        }}
        onReject={onReject}
        accept={CSV_TYPES}
        maxSize={IMPORT_MAX_BYTES}
        multiple={false}
        loading={reading}
        aria-label={t('upload.drop')}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={44} color="var(--mantine-color-green-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={44} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={4} maw={420}>
            <Text fw={600}>{analysis ? t('upload.other') : t('upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.dropHint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <ErrorAlert message={rejected ? t('upload.rejected') : error} />
      {reading && (
        <Text size="sm" c="dimmed" role="status">
          {t('upload.reading')}
        </Text>
      )}
      {analysis && fileName && !reading && <FileSummary fileName={fileName} analysis={analysis} />}
    </Stack>
  );
}
