import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The form holds input that is not saved yet. */
  when: boolean;
}

/**
 * Asks before a form with unsaved input is left — by a link, the back button, or closing or
 * reloading the tab (the browser's own question). Changes of the query string on the same page
 * (tabs, filters) do not count as leaving. Navigations after a successful save pass
 * `ignoreBlocker: true`, since the form is still "dirty" until the next page replaces it.
 */
export function UnsavedChangesGuard({ when }: Props) {
  const { t } = useTranslation('ui');
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => when && current.pathname !== next.pathname,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title={t('unsavedChanges.title')}
      centered
      portalProps={{ target: '#kontor-modals' }}
      // Escape and a click outside stay here too; one button per answer, no third "×".
      withCloseButton={false}
    >
      <Text mb="md">{t('unsavedChanges.body')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
