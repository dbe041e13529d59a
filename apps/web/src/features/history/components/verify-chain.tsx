import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconShieldCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ChainVerdict, useVerifyHistory } from '../api/use-verify-history.ts';
import '../i18n.ts';

export function VerifyChainButton({ verify }: { verify: ReturnType<typeof useVerifyHistory> }) {
  const { t } = useTranslation('history');
  return (
    <Button
      variant="light"
      leftSection={<IconLink size={16} />}
      loading={verify.isPending}
      onClick={() => verify.mutate()}
    >
      {t('verify.button')}
    </Button>
  );
}

function verdictText(t: TFunction<'history'>, verdict: ChainVerdict) {
  if (verdict.ok) return t('verify.ok', { count: verdict.items });
  // No item to point at: the newest items were removed (the chain head says more existed).
  if (verdict.broken_at_id === null) return t('verify.missingEnd');
  return t(verdict.reason === 'missing' ? 'verify.missing' : 'verify.changed', { id: verdict.broken_at_id });
}

/** The answer of the last check, in words; a broken chain is loud, an intact one calm. */
export function VerifyChainResult({ verify }: { verify: ReturnType<typeof useVerifyHistory> }) {
  const { t } = useTranslation('history');
  if (verify.isError) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={t('verify.failed')}>
        {verify.error.message}
      </Alert>
    );
  }
  const verdict = verify.data;
  if (!verdict) return null;
  return verdict.ok ? (
    <Alert color="green" role="status" icon={<IconShieldCheck size={18} />}>
      {verdictText(t, verdict)}
    </Alert>
  ) : (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {verdictText(t, verdict)}
        </Text>
        <Text size="sm">{t('verify.brokenHint')}</Text>
      </Stack>
    </Alert>
  );
}
