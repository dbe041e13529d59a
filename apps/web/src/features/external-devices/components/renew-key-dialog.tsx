import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ExternalDevice } from '@kontor/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useRenewExternalDeviceKey } from '../api/external-devices-api.ts';
import '../i18n.ts';

interface Props {
  device: ExternalDevice | null;
  onClose: () => void;
  onRenewed: (shown: { name: string; key: string }) => void;
}

export function RenewKeyDialog({ device, onClose, onRenewed }: Props) {
  const { t } = useTranslation('externalDevices');
  const renew = useRenewExternalDeviceKey();
  const close = () => {
    renew.reset();
    onClose();
  };
  const confirm = async () => {
    if (!device) return;
    try {
      const renewed = await renew.mutateAsync(device.id);
      renew.reset();
      onRenewed({ name: renewed.device.name, key: renewed.key });
    } catch {
      // Shown below.
    }
  };
  return (
    <Modal
      opened={device !== null}
      onClose={close}
      title={device ? t('renewTitle', { name: device.name }) : ''}
      portalProps={{ target: '#kontor-modals' }}
    >
      <Stack gap="md">
        <Text size="sm">{t('renewBody')}</Text>
        <ErrorAlert message={renew.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="orange" loading={renew.isPending} onClick={() => void confirm()}>
            {t('renewConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
