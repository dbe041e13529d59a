import { formatIban, ZTenantSettingsInput, type TenantSettings } from '@kontor/contracts';

export const SETTINGS_SECTIONS = [
  { key: 'company', fields: ['company_name', 'legal_form', 'managing_directors'] },
  { key: 'address', fields: ['street', 'zip', 'city', 'country'] },
  { key: 'contact', fields: ['email', 'phone', 'website'] },
  { key: 'register', fields: ['register_court', 'register_number', 'tax_number', 'vat_id'] },
  { key: 'bank', fields: ['iban', 'bic', 'bank_name'] },
] as const;

export type SettingsField = (typeof SETTINGS_SECTIONS)[number]['fields'][number];
export type SettingsFormValues = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const SETTINGS_FIELDS: readonly SettingsField[] = SETTINGS_SECTIONS.flatMap((s) => s.fields);

/** The form shows every field as text; the IBAN grouped in fours so it can be read back on the phone. */
export function toFormValues(settings: TenantSettings): SettingsFormValues {
  const values = Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [field, settings[field] ?? '']),
  ) as SettingsFormValues;
  values.iban = formatIban(values.iban);
  return values;
}

/** What goes to the API: trimmed text and a compact IBAN; empty optional fields become null there. */
export function toRequestBody(values: SettingsFormValues, version: number) {
  const body = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, values[field].trim()])) as Record<
    SettingsField,
    string
  >;
  body.iban = compactIban(body.iban);
  return { ...body, version };
}

export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The server's own rules (same zod schema), so a typo shows at once and in the same words. */
export function validateSettings(values: SettingsFormValues): SettingsErrors {
  const result = ZTenantSettingsInput.safeParse(toRequestBody(values, 0));
  if (result.success) return {};
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Equal as the server would store them (so grouping the IBAN differently is no change). */
export const isSameSettings = (a: SettingsFormValues, b: SettingsFormValues) => {
  const left = toRequestBody(a, 0);
  const right = toRequestBody(b, 0);
  return SETTINGS_FIELDS.every((field) => left[field] === right[field]);
};
