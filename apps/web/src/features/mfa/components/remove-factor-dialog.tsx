import type { Factor } from '@kontor/contracts';
import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useUnenrollFactor } from '../api/use-unenroll-factor.ts';
import '../i18n.ts';
import { factorName } from './factor-name.ts';

interface RemoveFactorDialogProps {
  factor: Factor | null;
  /** The only verified factor: removing it turns the second factor off. */
  isLastVerified: boolean;
  onClose: () => void;
  onRemoved: (name: string) => void;
}

export function RemoveFactorDialog({ factor, isLastVerified, onClose, onRemoved }: RemoveFactorDialogProps) {
  const { t } = useTranslation('mfa');
  const unenroll = useUnenrollFactor();
  const name = factor ? factorName(factor, t) : '';
  const close = () => {
    unenroll.reset();
    onClose();
  };
  const remove = () => {
    if (!factor) return;
    unenroll.mutate(factor, {
      onSuccess: () => {
        unenroll.reset();
        onRemoved(name);
      },
    });
  };
  return (
    <Modal
      opened={factor !== null}
      onClose={close}
      title={t('remove.title')}
      centered
      portalProps={{ target: '#kontor-modals' }}
      // Above the slide-over it is opened from.
      zIndex={getDefaultZIndex('modal') + 1}
    >
      <Stack gap="md">
        <Text>{t('remove.text', { name })}</Text>
        {isLastVerified && <Text size="sm">{t('remove.lastVerified')}</Text>}
        <ErrorAlert message={unenroll.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={remove} loading={unenroll.isPending} data-autofocus>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
