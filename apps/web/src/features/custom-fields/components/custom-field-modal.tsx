import { entityRegistry, type CustomFieldDefinition, type EntityType } from '@kontor/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { CustomFieldForm } from './custom-field-form.tsx';

/** What the editor shows: a new field of the chosen type, or an existing one. */
export type FieldEditorTarget = { kind: 'create' } | { kind: 'edit'; id: number };

interface Props {
  target: FieldEditorTarget | null;
  entityType: EntityType;
  /** Every field of the type; the open editor follows changes made elsewhere through it. */
  fields: readonly CustomFieldDefinition[];
  onClose: () => void;
  onReload: () => Promise<readonly CustomFieldDefinition[] | undefined>;
}

/** The field editor in a dialog (full screen on phones). */
export function CustomFieldModal({ target, entityType, fields, onClose, onReload }: Props) {
  const { t } = useTranslation('customFields');
  const isPhone = useIsPhoneLayout();
  const field = target?.kind === 'edit' ? fields.find((f) => f.id === target.id) : undefined;
  const typeLabel = entityRegistry[entityType].label;
  return (
    <Modal
      opened={target !== null && (target.kind === 'create' || field !== undefined)}
      onClose={onClose}
      title={
        field ? t('editor.editTitle', { label: field.label }) : t('editor.createTitle', { label: typeLabel })
      }
      size="lg"
      fullScreen={isPhone}
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('editor.close') }}
      closeOnClickOutside={false}
    >
      {target && (
        <CustomFieldForm
          key={target.kind === 'edit' ? target.id : `new-${entityType}`}
          entityType={entityType}
          field={field}
          others={fields}
          onDone={onClose}
          onReload={async () => (await onReload())?.find((f) => f.id === field?.id)}
        />
      )}
    </Modal>
  );
}
