import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { einvoiceFormats } from '../documents/document-types.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { isValidIban } from './iban.ts';

/** The DATEV Kontenrahmen a tenant books on. */
export const chartsOfAccounts = ['SKR03', 'SKR04'] as const;
export type ChartOfAccounts = (typeof chartsOfAccounts)[number];

export const ZTenantSettingsInput = z.object({
  company_name: requiredText(200, 'Der Firmenname', 'Bitte den Firmennamen angeben.'),
  legal_form: optionalText(50, 'Die Rechtsform'),
  street: optionalText(200, 'Die Straße'),
  zip: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/, { error: 'Bitte eine gültige Postleitzahl angeben.' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  city: optionalText(100, 'Der Ort'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Bitte das Land als zweistelligen ISO-Code angeben, z. B. DE.' })
    .default('DE'),
  email: z
    .email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  phone: optionalText(50, 'Die Telefonnummer'),
  website: optionalText(200, 'Die Website'),
  managing_directors: optionalText(300, 'Die Geschäftsführung'),
  register_court: optionalText(100, 'Das Registergericht'),
  register_number: optionalText(50, 'Die Registernummer'),
  tax_number: optionalText(30, 'Die Steuernummer'),
  vat_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, {
      error: 'Bitte eine gültige USt-IdNr. angeben, z. B. DE123456789.',
    })
    .refine((v) => !v.startsWith('DE') || /^DE\d{9}$/.test(v), {
      error: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern.',
    })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  iban: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, { error: 'Die IBAN ist ungültig. Bitte prüfen Sie die Eingabe.' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'Bitte eine gültige BIC angeben.' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bank_name: optionalText(100, 'Der Bankname'),
  // Document settings: left out = unchanged, so an older form cannot reset them by accident.
  /** Kleinunternehmer (§19 UStG): no VAT is charged or shown. */
  small_business: z.boolean().optional(),
  /** Default e-invoice output when the customer has no preference. */
  einvoice_format: z.enum(einvoiceFormats, { error: 'Bitte ein Rechnungsformat wählen.' }).optional(),
  /** Letterhead logo: a PNG or JPEG file uploaded through the files module; null removes it. */
  logo_file_id: z.number().int().positive().nullable().optional(),
  /** Kontenrahmen for the journal; fixed once the first entry is booked. Left out = unchanged. */
  chart_of_accounts: z.enum(chartsOfAccounts, { error: 'Bitte SKR03 oder SKR04 wählen.' }).optional(),
  /** DATEV Beraternummer (1001–9999999) and Mandantennummer (1–99999); left out = unchanged. */
  datev_consultant_number: z
    .number({ error: 'Die Beraternummer: bitte eine Zahl von 1001 bis 9999999 angeben.' })
    .int({ error: 'Die Beraternummer: bitte eine Zahl von 1001 bis 9999999 angeben.' })
    .min(1001, { error: 'Die Beraternummer: bitte eine Zahl von 1001 bis 9999999 angeben.' })
    .max(9_999_999, { error: 'Die Beraternummer: bitte eine Zahl von 1001 bis 9999999 angeben.' })
    .nullable()
    .optional(),
  datev_client_number: z
    .number({ error: 'Die Mandantennummer: bitte eine Zahl von 1 bis 99999 angeben.' })
    .int({ error: 'Die Mandantennummer: bitte eine Zahl von 1 bis 99999 angeben.' })
    .min(1, { error: 'Die Mandantennummer: bitte eine Zahl von 1 bis 99999 angeben.' })
    .max(99_999, { error: 'Die Mandantennummer: bitte eine Zahl von 1 bis 99999 angeben.' })
    .nullable()
    .optional(),
  /** Largest rest of an invoice that may be written off ("ausbuchen") with a payment; left out = unchanged. */
  write_off_tolerance: z
    .string({ error: 'Die Ausbuchungstoleranz: bitte einen Betrag angeben.' })
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, {
      error: 'Die Ausbuchungstoleranz: bitte einen Betrag von 0 bis 100 € angeben.',
    })
    .optional(),
});

export const ZTenantSettings = z.object({
  company_name: z.string(),
  legal_form: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  managing_directors: z.string().nullable(),
  register_court: z.string().nullable(),
  register_number: z.string().nullable(),
  tax_number: z.string().nullable(),
  vat_id: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bank_name: z.string().nullable(),
  small_business: z.boolean(),
  einvoice_format: z.enum(einvoiceFormats),
  logo_file_id: z.number().int().nullable(),
  chart_of_accounts: z.enum(chartsOfAccounts),
  datev_consultant_number: z.number().int().nullable(),
  datev_client_number: z.number().int().nullable(),
  /** Decimal string, e.g. "1.00". */
  write_off_tolerance: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TenantSettings = z.infer<typeof ZTenantSettings>;

export const getTenantSettings = defineContract({
  method: 'GET',
  path: '/api/settings/tenant',
  access: 'settings.read',
  summary: 'Firmendaten des aktiven Mandanten.',
  response: ZTenantSettings,
});

export const updateTenantSettings = defineContract({
  method: 'PUT',
  path: '/api/settings/tenant',
  access: 'settings.write',
  summary: 'Firmendaten speichern (mit Versionsprüfung gegen gleichzeitige Änderungen).',
  body: ZTenantSettingsInput.extend({ version: z.number({ error: 'Die Version fehlt.' }).int() }),
  response: ZTenantSettings,
});
