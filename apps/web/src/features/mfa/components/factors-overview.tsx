import type { Factor } from '@kontor/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobileMessage, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useFactors } from '../api/use-factors.ts';
import '../i18n.ts';
import { FactorRow } from './factor-row.tsx';
import { RemoveFactorDialog } from './remove-factor-dialog.tsx';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

interface FactorsOverviewProps {
  onAdd: (kind: 'totp' | 'phone') => void;
  /** A success message from the last step (set up, removed). */
  notice: string | null;
  onNotice: (notice: string | null) => void;
  /** The remove dialog opened or closed (Escape then belongs to the dialog, not the panel). */
  onDialogChange: (open: boolean) => void;
}

export function FactorsOverview({ onAdd, notice, onNotice, onDialogChange }: FactorsOverviewProps) {
  const { t } = useTranslation('mfa');
  const { factors, isPending, isError, error, refetch } = useFactors();
  const [removing, setRemovingState] = useState<Factor | null>(null);
  const setRemoving = (factor: Factor | null) => {
    setRemovingState(factor);
    onDialogChange(factor !== null);
  };
  const verifiedCount = factors.filter((f) => f.status === 'verified').length;
  return (
    <Stack gap="lg">
      <Text size="sm">{t('panel.intro')}</Text>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => onNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('panel.heading')}
        </Title>
        {isPending ? (
          <Group justify="center" py="md">
            <BusyIndicator size="sm" label={t('loading', { ns: 'common' })} />
          </Group>
        ) : isError ? (
          <LoadFailedAlert
            title={t('panel.loadFailed')}
            message={error.message}
            retryLabel={t('panel.retry')}
            onRetry={() => void refetch()}
            compact
          />
        ) : factors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {factors.map((factor) => (
              <FactorRow key={factor.id} factor={factor} onRemove={setRemoving} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs">
        <Button leftSection={<IconQrcode size={18} />} onClick={() => onAdd('totp')} justify="flex-start">
          {t('panel.addTotp')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDeviceMobileMessage size={18} />}
          onClick={() => onAdd('phone')}
          justify="flex-start"
        >
          {t('panel.addPhone')}
        </Button>
      </Stack>
      <RemoveFactorDialog
        factor={removing}
        isLastVerified={removing?.status === 'verified' && verifiedCount === 1}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => {
          setRemoving(null);
          onNotice(t('remove.done', { name }));
        }}
      />
    </Stack>
  );
}
