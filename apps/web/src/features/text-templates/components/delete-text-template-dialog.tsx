import { textTemplateUsageDefinitions, type TextTemplate } from '@kontor/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteTextTemplate } from '../api/use-delete-text-template.ts';
import '../i18n.ts';

interface Props {
  /** The template to delete; null = closed. */
  template: TextTemplate | null;
  onClose: () => void;
}

/** Asks once; says when the usage loses its default text. */
export function DeleteTextTemplateDialog({ template: requested, onClose }: Props) {
  const { t } = useTranslation('textTemplates');
  const remove = useDeleteTextTemplate();
  // Keeps the texts while the dialog fades out after `requested` became null.
  const [template, setTemplate] = useState(requested);
  if (requested && requested !== template) setTemplate(requested);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!template) return;
    try {
      await remove.mutateAsync(template.id);
    } catch {
      return;
    }
    toast.success(t('delete.done', { name: template.name }));
    close();
  };
  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={template ? t('delete.title', { name: template.name }) : ''}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('delete.body')}</Text>
        {template?.is_default && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('delete.wasDefault', { usage: textTemplateUsageDefinitions[template.usage].label })}
          </Alert>
        )}
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
