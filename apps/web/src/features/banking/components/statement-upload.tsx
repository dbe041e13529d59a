import { MAX_BANK_FILE_BYTES, type StatementImportResult } from '@kontor/contracts';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useImportStatement } from '../api/use-banking-mutations.ts';
import '../i18n.ts';
import { CsvMappingDialog } from './csv-mapping-dialog.tsx';

const looksLikeCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

/**
 * Drop or pick a bank file for one account; shows progress, the counts and the statement's
 * warnings. A CSV export without a saved column mapping opens the mapping dialog first.
 */
export function StatementUpload({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation('banking');
  const upload = useImportStatement();
  const [progress, setProgress] = useState(0);
  const [rejected, setRejected] = useState(false);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState(false);
  const onFile = (file: File) => {
    if (!accountId) return;
    setFile(file);
    setMapping(false);
    setRejected(false);
    setResult(null);
    setProgress(0);
    upload.mutate(
      { accountId, file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(t('upload.done', { imported: answer.imported, duplicates: answer.duplicates }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.csv_mapping) setMapping(true);
        },
      },
    );
  };
  const warnings = result?.statements.flatMap((s) => s.warnings) ?? [];
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files[0] && onFile(files[0])}
        onReject={(rejections) => setRejected(rejections.length > 0)}
        maxSize={MAX_BANK_FILE_BYTES}
        multiple={false}
        loading={upload.isPending}
        disabled={!accountId}
        aria-label={t('upload.drop')}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} color="var(--mantine-color-green-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileText size={36} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={2} maw={480}>
            <Text fw={600}>{accountId ? t('upload.drop') : t('upload.chooseAccount')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.hint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {upload.isPending && (
        <Progress
          value={progress * 100}
          aria-label={t('upload.running', { percent: Math.round(progress * 100) })}
        />
      )}
      <ErrorAlert message={rejected ? t('upload.rejected') : upload.error?.message} />
      {upload.error && file && looksLikeCsv(file) && accountId && (
        <Button variant="light" w="fit-content" onClick={() => setMapping(true)}>
          {t('csv.open')}
        </Button>
      )}
      {mapping && file && accountId && (
        <CsvMappingDialog
          accountId={accountId}
          file={file}
          onClose={() => setMapping(false)}
          onSaved={() => onFile(file)}
        />
      )}
      {result && (
        <Alert color={warnings.length ? 'yellow' : 'green'} role="status">
          <Text size="sm">
            {t('upload.done', { imported: result.imported, duplicates: result.duplicates })}
            {result.auto_confirmed > 0 && ` ${t('upload.autoConfirmed', { count: result.auto_confirmed })}`}
          </Text>
          {warnings.length > 0 && (
            <>
              <Text size="sm" fw={600} mt="xs">
                {t('upload.warnings')}
              </Text>
              <List size="sm">
                {warnings.map((w, i) => (
                  <List.Item key={i}>{w}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
