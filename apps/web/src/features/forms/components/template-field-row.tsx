import { ActionIcon, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { formFieldTypeLabels, formFieldTypes, type FormFieldType } from '@kontor/contracts';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export interface EditedField {
  key: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  /** Options one per line, as typed. */
  optionsText: string;
}

interface Props {
  field: EditedField;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (field: EditedField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const typeOptions = formFieldTypes.map((type) => ({ value: type, label: formFieldTypeLabels[type] }));

/** One field in the template editor: type, label, required, options; move and remove. */
export function TemplateFieldRow({ field, index, count, errors, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('forms');
  const at = (name: string) => errors[`fields.${index}.${name}`];
  const number = t('editor.fieldNumber', { index: index + 1 });
  return (
    <Paper withBorder radius="md" p="sm" aria-label={number} component="fieldset" style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Select
            label={t('editor.type')}
            data={typeOptions}
            value={field.type}
            onChange={(type) => type && onChange({ ...field, type: type as FormFieldType })}
            allowDeselect={false}
            w={170}
            aria-label={`${t('editor.type')} (${number})`}
          />
          <TextInput
            label={t('editor.label')}
            value={field.label}
            onChange={(e) => onChange({ ...field, label: e.currentTarget.value })}
            error={at('label')}
            style={{ flex: 1 }}
            miw={180}
            aria-label={`${t('editor.label')} (${number})`}
          />
        </Group>
        {field.type === 'select' && (
          <Textarea
            label={t('editor.options')}
            autosize
            minRows={2}
            value={field.optionsText}
            onChange={(e) => onChange({ ...field, optionsText: e.currentTarget.value })}
            error={at('options') ?? errors[`fields.${index}.options.0`]}
          />
        )}
        <Group justify="space-between">
          {field.type === 'heading' ? (
            <span />
          ) : (
            <Checkbox
              label={t('editor.required')}
              checked={field.required}
              onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })}
            />
          )}
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('editor.moveUp')} (${number})`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('editor.moveDown')} (${number})`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('editor.removeField')} (${number})`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
