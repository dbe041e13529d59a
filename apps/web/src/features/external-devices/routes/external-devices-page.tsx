import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { ExternalDevice } from '@kontor/contracts';
import { IconClockPlay, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useExternalDevices, useSetExternalDeviceActive } from '../api/external-devices-api.ts';
import { ClockCredentialsSection } from '../components/clock-credentials-section.tsx';
import { CreateDeviceDialog } from '../components/create-device-dialog.tsx';
import { DeviceKeyDialog } from '../components/device-key-dialog.tsx';
import { DevicesTable } from '../components/devices-table.tsx';
import { RenewKeyDialog } from '../components/renew-key-dialog.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

/** The current time, moved on every 30 seconds, so "vor 3 Minuten" stays true. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ExternalDevicesScreen() {
  const { t } = useTranslation('externalDevices');
  const devices = useExternalDevices();
  const setActive = useSetExternalDeviceActive();
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [renewing, setRenewing] = useState<ExternalDevice | null>(null);
  const [shownKey, setShownKey] = useState<{ name: string; key: string } | null>(null);
  const toggle = async (device: ExternalDevice) => {
    try {
      const saved = await setActive.mutateAsync({ device, active: !device.active });
      toast.success(t(saved.active ? 'activated' : 'deactivated', { name: saved.name }));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const createButton = canWrite && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('create')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <BackLink to="/settings">{t('back')}</BackLink>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {createButton}
      </Group>
      {devices.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : devices.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={devices.error.message}
          retryLabel={t('retry')}
          onRetry={() => void devices.refetch()}
        />
      ) : devices.data.length === 0 ? (
        <EmptyState
          icon={<IconClockPlay size={28} />}
          withIndicatorBackground
          title={t('empty')}
          description={t('emptyHint')}
          py="xl"
        >
          {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
        </EmptyState>
      ) : (
        <DevicesTable
          devices={devices.data}
          canWrite={canWrite}
          now={now}
          onRenew={setRenewing}
          onToggle={(device) => void toggle(device)}
          busyId={setActive.isPending ? (setActive.variables?.device.id ?? null) : null}
        />
      )}
      <ClockCredentialsSection canWrite={canWrite} />
      {creating && (
        <CreateDeviceDialog
          onClose={() => setCreating(false)}
          onCreated={(shown) => {
            setCreating(false);
            setShownKey(shown);
          }}
        />
      )}
      <RenewKeyDialog
        device={renewing}
        onClose={() => setRenewing(null)}
        onRenewed={(shown) => {
          setRenewing(null);
          setShownKey(shown);
        }}
      />
      <DeviceKeyDialog shown={shownKey} onClose={() => setShownKey(null)} />
    </Stack>
  );
}

/** /settings/externalDevices: time clocks with their last-seen status, and badges and PINs. */
export function ExternalDevicesPage() {
  return (
    <RequirePermission permission="settings.read">
      <ExternalDevicesScreen />
    </RequirePermission>
  );
}
