import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newOption, type DraftErrors, type OptionDraft } from '../custom-field-draft.ts';
import '../i18n.ts';

interface Props {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  errors: DraftErrors;
}

/** The options of a select: one input each, add and remove; stored values stay with their option. */
export function OptionsEditor({ options, onChange, errors }: Props) {
  const { t } = useTranslation('customFields');
  const setLabel = (id: string, label: string) =>
    onChange(options.map((option) => (option.id === id ? { ...option, label } : option)));
  const add = () => {
    const option = newOption();
    onChange([...options, option]);
    requestAnimationFrame(() => document.getElementById(option.id)?.focus());
  };
  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('editor.options')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('editor.optionsHint')}
        </Text>
      </Stack>
      {options.map((option, index) => (
        <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            id={option.id}
            aria-label={t('editor.option', { number: index + 1 })}
            placeholder={t('editor.option', { number: index + 1 })}
            value={option.label}
            onChange={(event) => setLabel(option.id, event.currentTarget.value)}
            error={errors[`options.${index}.label`]}
            maxLength={60}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="input-sm"
            aria-label={t('editor.removeOption', { number: index + 1 })}
            onClick={() => onChange(options.filter((other) => other.id !== option.id))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.options && (
        <Text size="sm" c="red">
          {errors.options}
        </Text>
      )}
      <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} onClick={add}>
        {t('editor.addOption')}
      </Button>
    </Stack>
  );
}
