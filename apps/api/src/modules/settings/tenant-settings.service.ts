import { einvoiceFormats, type EinvoiceFormat, type TenantSettings } from '@kontor/contracts';
import type { z } from 'zod';
import type { updateTenantSettings } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { assertUsableLogo } from './tenant-logo.ts';
import {
  findTenantSettings,
  updateTenantSettingsIfVersion,
  type TenantSettingsRow,
  type TenantSettingsValues,
} from './tenant-settings.repository.ts';

type SettingsInput = z.output<(typeof updateTenantSettings)['body']>;

const isEinvoiceFormat = (value: string): value is EinvoiceFormat =>
  (einvoiceFormats as readonly string[]).includes(value);

export const toTenantSettings = (row: TenantSettingsRow): TenantSettings => ({
  company_name: row.companyName,
  legal_form: row.legalForm,
  street: row.street,
  zip: row.zip,
  city: row.city,
  country: row.country,
  email: row.email,
  phone: row.phone,
  website: row.website,
  managing_directors: row.managingDirectors,
  register_court: row.registerCourt,
  register_number: row.registerNumber,
  tax_number: row.taxNumber,
  vat_id: row.vatId,
  iban: row.iban,
  bic: row.bic,
  bank_name: row.bankName,
  small_business: row.smallBusiness,
  einvoice_format: isEinvoiceFormat(row.einvoiceFormat) ? row.einvoiceFormat : 'zugferd',
  logo_file_id: row.logoFileId,
  chart_of_accounts: row.chartOfAccounts === 'SKR04' ? 'SKR04' : 'SKR03',
  datev_consultant_number: row.datevConsultantNumber,
  datev_client_number: row.datevClientNumber,
  write_off_tolerance: row.writeOffTolerance,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const toValues = (input: SettingsInput): TenantSettingsValues => ({
  companyName: input.company_name,
  legalForm: input.legal_form ?? null,
  street: input.street ?? null,
  zip: input.zip ?? null,
  city: input.city ?? null,
  country: input.country,
  email: input.email ?? null,
  phone: input.phone ?? null,
  website: input.website ?? null,
  managingDirectors: input.managing_directors ?? null,
  registerCourt: input.register_court ?? null,
  registerNumber: input.register_number ?? null,
  taxNumber: input.tax_number ?? null,
  vatId: input.vat_id ?? null,
  iban: input.iban ?? null,
  bic: input.bic ?? null,
  bankName: input.bank_name ?? null,
  ...(input.small_business === undefined ? {} : { smallBusiness: input.small_business }),
  ...(input.einvoice_format === undefined ? {} : { einvoiceFormat: input.einvoice_format }),
  ...(input.logo_file_id === undefined ? {} : { logoFileId: input.logo_file_id }),
  ...(input.chart_of_accounts === undefined ? {} : { chartOfAccounts: input.chart_of_accounts }),
  ...(input.datev_consultant_number === undefined
    ? {}
    : { datevConsultantNumber: input.datev_consultant_number }),
  ...(input.datev_client_number === undefined ? {} : { datevClientNumber: input.datev_client_number }),
  ...(input.write_off_tolerance === undefined ? {} : { writeOffTolerance: input.write_off_tolerance }),
});

/** SQLSTATE of the trigger that keeps the Kontenrahmen once entries exist (migration 0012). */
const CHART_FIXED_SQLSTATE = 'KT002';

async function refuseFixedChart<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) !== CHART_FIXED_SQLSTATE) throw error;
    const message = 'Der Kontenrahmen kann nicht mehr gewechselt werden: Es gibt bereits Buchungen.';
    throw badRequest(message, { chart_of_accounts: message });
  }
}

export async function loadTenantSettings(tx: Tx) {
  const row = await findTenantSettings(tx);
  if (!row) throw notFound('Für diesen Mandanten sind keine Firmendaten hinterlegt.');
  return toTenantSettings(row);
}

/** Saves company data; a stale version (someone saved in between) changes nothing and answers 409. */
export async function saveTenantSettings(tx: Tx, actor: Actor, input: SettingsInput) {
  const before = await findTenantSettings(tx);
  if (!before) throw notFound('Für diesen Mandanten sind keine Firmendaten hinterlegt.');
  const values = toValues(input);
  if (input.logo_file_id != null && input.logo_file_id !== before.logoFileId) {
    await assertUsableLogo(tx, input.logo_file_id);
  }
  const updated = await refuseFixedChart(() => updateTenantSettingsIfVersion(tx, input.version, values));
  if (!updated) {
    throw conflict(
      'Die Firmendaten wurden inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  }
  const changes = diffFields(before as unknown as Record<string, unknown>, values as Record<string, unknown>);
  await recordHistory(tx, actor, {
    entity: 'tenant_settings',
    entityId: actor.tenantId,
    action: 'updated',
    changes,
  });
  return toTenantSettings(updated);
}
