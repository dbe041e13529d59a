import type { CustomFieldDefinition } from '@kontor/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useRemoveCustomField } from '../api/use-custom-field-lifecycle.ts';
import '../i18n.ts';

interface Props {
  /** The field to remove; null = closed. */
  field: CustomFieldDefinition | null;
  onClose: () => void;
}

/** Asks once, and says that the values stay: removing a field is undone by restoring it. */
export function RemoveCustomFieldDialog({ field: requested, onClose }: Props) {
  const { t } = useTranslation('customFields');
  const remove = useRemoveCustomField();
  // Keeps the texts while the dialog fades out after `requested` became null.
  const [field, setField] = useState(requested);
  if (requested && requested !== field) setField(requested);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!field) return;
    try {
      await remove.mutateAsync(field.id);
    } catch {
      return;
    }
    toast.success(t('remove.done', { label: field.label }));
    close();
  };
  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={field ? t('remove.title', { label: field.label }) : ''}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('remove.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('remove.body')}</Text>
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('remove.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
