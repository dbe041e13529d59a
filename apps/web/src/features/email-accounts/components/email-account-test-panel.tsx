import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { EmailAccount } from '@kontor/contracts';
import { IconCircleCheck, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useTestEmailAccount } from '../api/use-test-email-account.ts';
import '../i18n.ts';

interface Props {
  account: EmailAccount;
  /** Unsaved changes: the test would check the stored settings, not what the form shows. */
  dirty: boolean;
  canWrite: boolean;
}

/** "Verbindung testen": logs in at the server with the stored settings and shows what it answered. */
export function EmailAccountTestPanel({ account, dirty, canWrite }: Props) {
  const { t, i18n } = useTranslation('emailAccounts');
  const test = useTestEmailAccount();
  // The fresh result of this page, else what the account remembers from the last test.
  const result =
    test.data ??
    (account.last_tested_at
      ? {
          ok: account.last_test_result === 'ok',
          message: account.last_test_result === 'ok' ? t('test.ok') : (account.last_test_result ?? ''),
          tested_at: account.last_tested_at,
        }
      : null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {dirty
              ? t('test.saveFirst')
              : result
                ? t('test.lastTest', { date: formatDateTime(result.tested_at, i18n.language) })
                : ''}
          </Text>
          {canWrite && (
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={16} />}
              onClick={() => test.mutate(account.id)}
              loading={test.isPending}
              disabled={dirty}
            >
              {t('test.button')}
            </Button>
          )}
        </Group>
        <ErrorAlert message={test.error?.message} />
        {result && !test.isPending && (
          <Alert
            role="status"
            color={result.ok ? 'green' : 'red'}
            icon={result.ok ? <IconCircleCheck size={18} /> : <IconPlugConnectedX size={18} />}
            title={result.ok ? undefined : t('test.failed')}
          >
            {result.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
