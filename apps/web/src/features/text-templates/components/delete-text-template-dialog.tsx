import { textTemplateUsageDefinitions, type TextTemplate } from '@kontor/contracts';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { useDeleteTextTemplate } from '../api/use-delete-text-template.ts';
import '../i18n.ts';

interface Props {
  /** The template to delete; null = closed. */
  template: TextTemplate | null;
  onClose: () => void;
}

/** Asks once; says when the usage loses its default text. */
export function DeleteTextTemplateDialog({ template, onClose }: Props) {
  const { t } = useTranslation('textTemplates');
  const remove = useDeleteTextTemplate();
  const notice = template?.is_default && (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
      {t('delete.wasDefault', { usage: textTemplateUsageDefinitions[template.usage].label })}
    </Alert>
  );
  return (
    <ConfirmDeleteDialog
      item={template}
      onClose={onClose}
      remove={remove}
      namespace="textTemplates"
      notice={notice}
    />
  );
}
