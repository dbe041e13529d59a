import { Grid, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { formatIban } from '@kontor/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import type { SettingsErrors, SettingsField, SettingsFormValues } from './tenant-settings-values.ts';

// Column share on wider screens; phones always get one field per row.
const SPAN: Record<SettingsField, number> = {
  company_name: 8,
  legal_form: 4,
  managing_directors: 12,
  street: 12,
  zip: 3,
  city: 5,
  country: 4,
  email: 6,
  phone: 6,
  website: 12,
  register_court: 6,
  register_number: 6,
  tax_number: 6,
  vat_id: 6,
  iban: 8,
  bic: 4,
  bank_name: 12,
};

const INPUT_TYPE: Partial<Record<SettingsField, string>> = { email: 'email', phone: 'tel' };
const WITH_PLACEHOLDER = new Set<SettingsField>([
  'legal_form',
  'managing_directors',
  'website',
  'register_court',
  'register_number',
  'tax_number',
  'vat_id',
  'iban',
]);
const WITH_HINT = new Set<SettingsField>(['managing_directors', 'iban']);
const COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'BE', 'NL', 'FR', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI'];
const MORE_COUNTRIES = ['PL', 'CZ', 'SK', 'HU', 'SI', 'HR', 'IE', 'GB', 'US'];

export const settingsInputId = (field: SettingsField) => `tenant-settings-${field}`;

function useCountryOptions(current: string) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const codes = [...COUNTRIES, ...MORE_COUNTRIES];
    if (current && !codes.includes(current)) codes.push(current);
    return codes.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
  }, [i18n.language, current]);
}

interface Props {
  title: string;
  fields: readonly SettingsField[];
  values: SettingsFormValues;
  errors: SettingsErrors;
  readOnly: boolean;
  onChange: (field: SettingsField, value: string) => void;
}

/** One titled block of the company form (Firma, Anschrift, …). */
export function TenantSettingsSection({ title, fields, values, errors, readOnly, onChange }: Props) {
  const { t } = useTranslation('settings');
  const countries = useCountryOptions(values.country);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Grid gap="md">
          {fields.map((field) => (
            <Grid.Col key={field} span={{ base: 12, sm: SPAN[field] }}>
              {field === 'country' ? (
                <Select
                  id={settingsInputId(field)}
                  label={t(`tenant.fields.${field}`)}
                  data={countries}
                  value={values.country || null}
                  onChange={(value) => onChange(field, value ?? '')}
                  error={errors.country}
                  readOnly={readOnly}
                  searchable
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : (
                <TextInput
                  id={settingsInputId(field)}
                  label={t(`tenant.fields.${field}`)}
                  type={INPUT_TYPE[field] ?? 'text'}
                  value={values[field]}
                  onChange={(event) => onChange(field, event.currentTarget.value)}
                  onBlur={
                    field === 'iban' && values.iban
                      ? () => onChange('iban', formatIban(values.iban))
                      : undefined
                  }
                  placeholder={WITH_PLACEHOLDER.has(field) ? t(`tenant.placeholders.${field}`) : undefined}
                  description={WITH_HINT.has(field) && !readOnly ? t(`tenant.hints.${field}`) : undefined}
                  error={errors[field]}
                  readOnly={readOnly}
                  required={field === 'company_name'}
                  autoComplete="off"
                  spellCheck={false}
                  styles={
                    field === 'iban'
                      ? { input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' } }
                      : undefined
                  }
                />
              )}
            </Grid.Col>
          ))}
        </Grid>
      </Stack>
    </Paper>
  );
}
