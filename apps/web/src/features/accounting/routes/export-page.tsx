import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useServices } from '../../../lib/services.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadDatevExport } from '../api/download-datev-export.ts';
import { datevExportsKey } from '../api/keys.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { DataExportsCard } from '../components/data-exports-card.tsx';
import { ExportHistory } from '../components/export-history.tsx';
import { PeriodLockCard } from '../components/period-lock-card.tsx';
import { periodOf } from '../components/period.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import '../i18n.ts';

function DatevExport() {
  const { t } = useTranslation('accounting');
  const { api } = useServices();
  const navigate = useNavigate();
  const period = periodOf(useSearch({ strict: false }) as Record<string, unknown>);
  const [onlyNew, setOnlyNew] = useState(false);
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const fileName = await downloadDatevExport(api, period, onlyNew);
      toast.success(t('export.done', { fileName }));
      void queryClient.invalidateQueries({ queryKey: datevExportsKey(tenantId) });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure);
      else throw failure;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('export.title')} description={t('export.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <PeriodFilter
            period={period}
            onChange={(next) => void navigate({ to: '/export', search: next, replace: true })}
          />
          <Checkbox
            label={t('export.onlyNew')}
            description={t('export.onlyNewHint')}
            checked={onlyNew}
            onChange={(event) => setOnlyNew(event.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            {t('export.lockedHint')}
          </Text>
          {error && (
            <Alert color="red" role="alert" title={t('export.failed')}>
              <Stack gap={4}>
                {error.message}
                {Object.keys(error.fields).some((field) => field.startsWith('datev_')) && (
                  <Anchor component={Link} to="/settings/tenant">
                    {t('export.settingsLink')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Button
            leftSection={<IconDownload size={16} />}
            loading={busy}
            onClick={() => void download()}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('export.download')}
          </Button>
        </Stack>
      </Paper>
      <PeriodLockCard canLock />
      <ExportHistory />
      <DataExportsCard period={period} />
    </Stack>
  );
}

/**
 * /export: the DATEV export of a period as a ZIP for the tax adviser, the Festschreibung, the export
 * history, and the background data exports (GoBD, full tenant export).
 */
export function ExportPage() {
  return (
    <RequirePermission permission="accounting.export">
      <DatevExport />
    </RequirePermission>
  );
}
