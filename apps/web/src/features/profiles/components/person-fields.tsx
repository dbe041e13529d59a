import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import type { RoleOption } from '../api/use-role-options.ts';
import '../i18n.ts';
import type { PersonValues } from './profile-form-state.ts';

type TextField = Exclude<keyof PersonValues, 'role_id'>;

interface PersonFieldsProps {
  values: PersonValues;
  errors: Record<string, string | undefined>;
  onChange: (name: TextField, value: string) => void;
  autoFocus?: boolean;
}

/** Name, position, phone and personnel number: the same inputs when inviting and editing. */
export function PersonFields({ values, errors, onChange, autoFocus }: PersonFieldsProps) {
  const { t } = useTranslation('profiles');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.first_name')}
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          required
          maxLength={100}
          value={values.first_name}
          onChange={(e) => onChange('first_name', e.currentTarget.value)}
          error={errors.first_name}
        />
        <TextInput
          label={t('fields.last_name')}
          autoComplete="off"
          required
          maxLength={100}
          value={values.last_name}
          onChange={(e) => onChange('last_name', e.currentTarget.value)}
          error={errors.last_name}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('fields.position')}
          autoComplete="off"
          maxLength={100}
          value={values.position}
          onChange={(e) => onChange('position', e.currentTarget.value)}
          error={errors.position}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          maxLength={50}
          value={values.phone}
          onChange={(e) => onChange('phone', e.currentTarget.value)}
          error={errors.phone}
        />
        <TextInput
          label={t('fields.personnel_number')}
          autoComplete="off"
          maxLength={30}
          value={values.personnel_number}
          onChange={(e) => onChange('personnel_number', e.currentTarget.value)}
          error={errors.personnel_number}
        />
      </SimpleGrid>
    </>
  );
}

interface RoleSelectProps {
  value: string | null;
  options: RoleOption[] | undefined;
  error: string | undefined;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  description?: string;
}

export function RoleSelect({ value, options, error, onChange, disabled, description }: RoleSelectProps) {
  const { t } = useTranslation('profiles');
  return (
    <KontorSelect
      searchable={false}
      label={t('fields.role')}
      placeholder={t('rolePlaceholder')}
      data={options ?? []}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      description={description}
      required={!disabled}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
