import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useHistoryChain } from '../api/use-history-chain.ts';
import { useHealth } from '../api/use-health.ts';
import { useSystemStatus } from '../api/use-system-status.ts';
import { appVersion } from '../app-version.ts';
import { HistoryChainCard } from '../components/history-chain-card.tsx';
import { StatusCard } from '../components/status-card.tsx';
import { useRealtimeConnected } from '../hooks/use-realtime-connected.ts';
import '../i18n.ts';

export function SystemStatusPage() {
  const { t, i18n } = useTranslation('systemStatus');
  const status = useSystemStatus();
  const health = useHealth();
  const connected = useRealtimeConnected();
  const canReadHistory = useSession((s) => s.permissions.includes('history.read'));
  const chain = useHistoryChain(canReadHistory);
  const app = appVersion();
  const checkedAt = Math.max(status.dataUpdatedAt, health.dataUpdatedAt);
  const refresh = () => {
    void status.refetch();
    void health.refetch();
    if (canReadHistory) void chain.refetch();
  };
  const apiVersion = health.data?.version ?? status.data?.version;
  const database = health.data?.database ?? status.data?.database;
  const loading = status.isPending && health.isPending;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="sm">
            {checkedAt > 0 && (
              <Text size="sm" c="dimmed">
                {t('checkedAt', { time: formatDateTime(new Date(checkedAt), i18n.language) })}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={status.isFetching || health.isFetching || chain.isFetching}
              onClick={refresh}
            >
              {t('refresh')}
            </Button>
          </Group>
        }
      />
      {status.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          {status.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <StatusCard
          title={t('appVersion.title')}
          value={app.buildId ? t('appVersion.build', { id: app.buildId }) : app.version}
          mono={Boolean(app.buildId)}
          hint={
            app.buildId
              ? t(app.builtAt ? 'appVersion.builtHint' : 'appVersion.versionHint', {
                  version: app.version,
                  time: app.builtAt ? formatDateTime(app.builtAt, i18n.language) : '',
                })
              : t('appVersion.hint')
          }
        />
        {loading ? (
          <Skeleton h={120} />
        ) : (
          <StatusCard
            title={t('apiVersion.title')}
            value={apiVersion ?? t('unknown')}
            hint={t('apiVersion.hint')}
          />
        )}
        {loading ? (
          <Skeleton h={120} />
        ) : (
          <StatusCard
            title={t('database.title')}
            value={database ? t(`database.${database}`) : t('unknown')}
            hint={database ? t(`database.${database}Hint`) : undefined}
            badge={
              health.isError
                ? { label: t('database.unreachable'), tone: 'bad' }
                : health.data
                  ? { label: t('database.reachable'), tone: 'good' }
                  : undefined
            }
          />
        )}
        <StatusCard
          title={t('realtime.title')}
          value={status.data?.realtime.path ?? '/realtime/v1'}
          badge={
            connected
              ? { label: t('realtime.connected'), tone: 'good' }
              : { label: t('realtime.disconnected'), tone: 'bad' }
          }
          hint={connected ? t('realtime.hintConnected') : t('realtime.hintDisconnected')}
        />
        {status.data ? (
          <StatusCard
            title={t('mail.title')}
            value={status.data.mail.configured ? t('mail.smtp') : t('mail.logOnly')}
            badge={
              status.data.mail.configured
                ? { label: t('mail.configured'), tone: 'good' }
                : { label: t('mail.notConfigured'), tone: 'warn' }
            }
            hint={status.data.mail.configured ? t('mail.hintConfigured') : t('mail.hintNotConfigured')}
          />
        ) : (
          !status.isError && <Skeleton h={120} />
        )}
        {status.data ? (
          <StatusCard
            title={t('storage.title')}
            value={t(`storage.${status.data.storage.kind}`)}
            badge={
              status.data.storage.ok
                ? { label: t('storage.ok'), tone: 'good' }
                : { label: t('storage.failing'), tone: 'bad' }
            }
            hint={
              status.data.storage.ok ? t(`storage.${status.data.storage.kind}Hint`) : t('storage.failingHint')
            }
          />
        ) : (
          !status.isError && <Skeleton h={120} />
        )}
        {canReadHistory && <HistoryChainCard chain={chain} />}
      </SimpleGrid>
    </Stack>
  );
}
