import type { NumberRange } from '@kontor/contracts';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useNumberRanges } from '../api/use-number-ranges.ts';
import { NumberRangeModal } from '../components/number-range-modal.tsx';
import { NumberRangesTable } from '../components/number-ranges-table.tsx';
import '../i18n.ts';

function NumberRanges() {
  const { t } = useTranslation('numberRanges');
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const ranges = useNumberRanges();
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // The open editor follows the list, so a save elsewhere reaches it (realtime refresh).
  const editing = ranges.data?.find((range) => range.key === editingKey) ?? null;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <BackLink to="/settings">{t('back')}</BackLink>
        <PageHeader title={t('title')} description={t('intro')} />
      </Stack>
      {!canWrite && <Alert color="gray">{t('readOnly')}</Alert>}
      {ranges.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={ranges.error.message}
          retryLabel={t('retry')}
          onRetry={() => void ranges.refetch()}
        />
      ) : !ranges.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      ) : (
        <NumberRangesTable
          ranges={ranges.data}
          canWrite={canWrite}
          onEdit={(range: NumberRange) => setEditingKey(range.key)}
        />
      )}
      <NumberRangeModal
        range={canWrite ? editing : null}
        onClose={() => setEditingKey(null)}
        onReload={async () => (await ranges.refetch()).data}
      />
    </Stack>
  );
}

/** /settings/numberRanges: pattern, counter and yearly restart of every number range. */
export function NumberRangesPage() {
  return (
    <RequirePermission permission="settings.read">
      <NumberRanges />
    </RequirePermission>
  );
}
