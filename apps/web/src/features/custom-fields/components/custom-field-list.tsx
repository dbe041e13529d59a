import type { CustomFieldDefinition, EntityType } from '@kontor/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast.ts';
import { useReorderCustomFields } from '../api/use-reorder-custom-fields.ts';
import '../i18n.ts';
import { CustomFieldRow } from './custom-field-row.tsx';

interface Props {
  entityType: EntityType;
  /** The active fields of the type, in order. */
  fields: readonly CustomFieldDefinition[];
  canWrite: boolean;
  onEdit: (field: CustomFieldDefinition) => void;
  onRemove: (field: CustomFieldDefinition) => void;
}

/** The active fields in form order; up and down save the new order at once. */
export function CustomFieldList({ entityType, fields, canWrite, onEdit, onRemove }: Props) {
  const { t } = useTranslation('customFields');
  const reorder = useReorderCustomFields();

  const move = (index: number, direction: -1 | 1) => {
    const ids = fields.map((field) => field.id);
    const target = index + direction;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(
      { entityType, ids },
      {
        onSuccess: () => toast.success(t('moved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {fields.map((field, index) => (
        <CustomFieldRow
          key={field.id}
          field={field}
          canWrite={canWrite}
          isFirst={index === 0}
          isLast={index === fields.length - 1}
          busy={reorder.isPending}
          onMove={(direction) => move(index, direction)}
          onEdit={() => onEdit(field)}
          onRemove={() => onRemove(field)}
        />
      ))}
    </Stack>
  );
}
