import type { ChartOfAccounts, EinvoiceFormat, TenantSettings } from '@kontor/contracts';

/** The "Dokumente, E-Rechnung & Buchhaltung" part of the company data: not text fields, so kept apart. */
export interface DocumentSettingsValues {
  small_business: boolean;
  einvoice_format: EinvoiceFormat;
  logo_file_id: number | null;
  /** Kontenrahmen of the books; the server refuses a change once entries exist. */
  chart_of_accounts: ChartOfAccounts;
  /** DATEV Beraternummer and Mandantennummer (header of the DATEV export). */
  datev_consultant_number: number | null;
  datev_client_number: number | null;
  /** Largest rest a payment may write off, as typed ("1,00"). */
  write_off_tolerance: string;
}

export const toDocumentSettings = (settings: TenantSettings): DocumentSettingsValues => ({
  small_business: settings.small_business,
  einvoice_format: settings.einvoice_format,
  logo_file_id: settings.logo_file_id,
  chart_of_accounts: settings.chart_of_accounts,
  datev_consultant_number: settings.datev_consultant_number,
  datev_client_number: settings.datev_client_number,
  write_off_tolerance: settings.write_off_tolerance.replace('.', ','),
});

export const isSameDocumentSettings = (a: DocumentSettingsValues, b: DocumentSettingsValues) =>
  a.small_business === b.small_business &&
  a.einvoice_format === b.einvoice_format &&
  a.logo_file_id === b.logo_file_id &&
  a.chart_of_accounts === b.chart_of_accounts &&
  a.datev_consultant_number === b.datev_consultant_number &&
  a.datev_client_number === b.datev_client_number &&
  a.write_off_tolerance === b.write_off_tolerance;

export const LOGO_TYPES = ['image/png', 'image/jpeg'];
