import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCloseMonth } from '../api/use-working-time-mutations.ts';
import '../i18n.ts';
import { monthLabel } from '../month.ts';

/** "Monat abschließen" with one confirmation; the server refuses months not yet over. */
export function CloseMonthButton({ profileId, month }: { profileId: number; month: string }) {
  const { t } = useTranslation('workingTimes');
  const [open, setOpen] = useState(false);
  const close = useCloseMonth();
  const dismiss = () => {
    close.reset();
    setOpen(false);
  };
  return (
    <>
      <Button variant="default" leftSection={<IconLock size={16} />} onClick={() => setOpen(true)}>
        {t('closing.close')}
      </Button>
      <Modal opened={open} onClose={dismiss} title={t('closing.confirmTitle', { month: monthLabel(month) })}>
        <Stack>
          <Text size="sm">{t('closing.confirmBody')}</Text>
          <ErrorAlert message={close.error?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('closing.cancel')}
            </Button>
            <Button
              loading={close.isPending}
              onClick={() =>
                close.mutate(
                  { profile_id: profileId, month },
                  {
                    onSuccess: () => {
                      toast.success(t('closing.done'));
                      dismiss();
                    },
                  },
                )
              }
            >
              {t('closing.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
