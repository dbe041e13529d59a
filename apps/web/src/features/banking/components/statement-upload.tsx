import { MAX_BANK_FILE_BYTES, type StatementImportResult } from '@kontor/contracts';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { bankingKey } from '../api/keys.ts';
import { useImportStatement } from '../api/use-banking-mutations.ts';
import { useBankImportJob } from '../api/use-banking-queries.ts';
import '../i18n.ts';
import { CsvMappingDialog } from './csv-mapping-dialog.tsx';

const looksLikeCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

/**
 * Drop or pick a bank file for one account; shows progress, the counts and the statement's
 * warnings. A CSV export without a saved column mapping opens the mapping dialog first. A big file
 * comes back as an import job (202): its entries done of all show until the result is there.
 */
export function StatementUpload({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation('banking');
  const upload = useImportStatement();
  const [progress, setProgress] = useState(0);
  const [rejected, setRejected] = useState(false);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useBankImportJob(jobId).data;
  const jobOpen = jobId !== null && job?.status !== 'done' && job?.status !== 'failed';
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const [shownJob, setShownJob] = useState<number | null>(null);
  useEffect(() => {
    if (job?.status !== 'done' || !job.result || shownJob === job.job_id) return;
    setShownJob(job.job_id);
    setResult(job.result);
    toast.success(t('upload.done', { imported: job.result.imported, duplicates: job.result.duplicates }));
    void queryClient.invalidateQueries({ queryKey: bankingKey(tenantId) });
  }, [job, shownJob, queryClient, tenantId, t]);
  const onFile = (file: File) => {
    if (!accountId) return;
    setFile(file);
    setMapping(false);
    setRejected(false);
    setResult(null);
    setJobId(null);
    setProgress(0);
    upload.mutate(
      { accountId, file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          if ('job_id' in answer) return setJobId(answer.job_id);
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
        loading={upload.isPending || jobOpen}
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
      {jobOpen && (
        <Stack gap={4} role="status">
          <Progress
            value={job?.total ? (job.done / job.total) * 100 : 0}
            aria-label={t('upload.jobRunning', { done: job?.done ?? 0, total: job?.total ?? 0 })}
          />
          <Text size="sm" c="dimmed">
            {job?.total
              ? t('upload.jobRunning', { done: job.done, total: job.total })
              : t('upload.jobQueued')}
          </Text>
        </Stack>
      )}
      <ErrorAlert
        message={
          rejected
            ? t('upload.rejected')
            : (upload.error?.message ??
              (job?.status === 'failed' ? t('upload.jobFailed', { reason: job.error ?? '' }) : undefined))
        }
      />
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
