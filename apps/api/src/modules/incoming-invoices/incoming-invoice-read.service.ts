import Big from 'big.js';
import type { ZIncomingInvoiceListQuery, ZIncomingInvoiceVendorInput } from '@kontor/contracts';
import { roundMoney } from '@kontor/contracts';
import { buildInvoiceView, readIncomingFile, renderInvoiceHtml } from '@kontor/incoming-invoices';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { createEntity, findEntityRecords } from '../entities/index.ts';
import { readStoredFile } from '../document-output/index.ts';
import { findDownload, uploadMissing } from '../files/index.ts';
import {
  findIncomingInvoice,
  listIncomingInvoiceRows,
  updateIncomingInvoice,
} from './incoming-invoices.repository.ts';
import { recordIncomingInvoiceChange } from './incoming-invoice-history.ts';
import { detailOf } from './incoming-invoice-view.ts';
import type { Extracted } from './invoice-data.ts';
import { findSameNumber, vendorDataOf, vendorRefOf } from './vendor-matching.service.ts';
import { incomingInvoiceNotFound, lockInvoice } from './workflow.service.ts';
import { berlinToday } from '../../core/berlin-time.ts';

export async function getIncomingInvoice(tx: Tx, id: number) {
  const row = await findIncomingInvoice(tx, id);
  if (!row) throw incomingInvoiceNotFound();
  return detailOf(tx, row);
}

/** The list with its filters and the sums of what it shows (net, VAT, gross). */
export async function listIncomingInvoices(tx: Tx, query: z.output<typeof ZIncomingInvoiceListQuery>) {
  const rows = await listIncomingInvoiceRows(tx, { ...query, today: berlinToday() });
  const vendors = new Map(
    (
      await findEntityRecords(
        tx,
        rows.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId])),
      )
    ).map((v) => [v.id, v]),
  );
  const total = (pick: (r: (typeof rows)[number]) => string | null) =>
    roundMoney(rows.reduce((s, r) => s.plus(pick(r) ?? '0'), new Big(0)));
  return {
    items: rows.map((r) => {
      const vendor = r.vendorId === null ? undefined : vendors.get(r.vendorId);
      const extracted = r.extracted as unknown as Extracted;
      return {
        id: r.id,
        status: r.status as 'draft',
        number: r.number,
        issue_date: r.issueDate,
        due_date: r.dueDate,
        currency: r.currency,
        vendor: vendor
          ? { id: vendor.id, name: vendor.name, vat_id: (vendor.data.vat_id as string | undefined) ?? null }
          : null,
        vendor_name: vendor?.name ?? extracted.seller?.name ?? null,
        totals: { net: r.netTotal, tax: r.taxTotal, gross: r.grossTotal },
        duplicate_of: r.duplicateOf,
        skonto_until: r.skontoUntil,
        finding_count: r.findings.length,
        ocr_status: extracted.ocr?.status ?? null,
      };
    }),
    sums: {
      count: rows.length,
      net: total((r) => r.netTotal),
      tax: total((r) => r.taxTotal),
      gross: total((r) => r.grossTotal),
    },
  };
}

/** Assigns a vendor, or creates one from the invoice's data ("Lieferant anlegen"). */
export async function setVendor(
  tx: Tx,
  actor: Writer,
  id: number,
  input: z.output<typeof ZIncomingInvoiceVendorInput>,
) {
  const row = await lockInvoice(tx, id);
  if (row.status === 'approved' || row.status === 'paid')
    throw conflict('Der Lieferant einer freigegebenen Eingangsrechnung steht fest.');
  const extracted = row.extracted as unknown as Extracted;
  let vendorId: number | null;
  if (input.create) {
    if (!actor.permissions.includes('entities.write'))
      throw badRequest('Zum Anlegen eines Lieferanten fehlt die Berechtigung „Stammdaten bearbeiten“.');
    const created = await createEntity(tx, actor, 'vendors', { data: vendorDataOf(extracted.seller) });
    vendorId = created.id;
  } else {
    vendorId = input.vendor_id ?? null;
    if (vendorId !== null && !(await vendorRefOf(tx, vendorId)))
      throw badRequest('Diesen Lieferanten gibt es nicht.', {
        vendor_id: 'Diesen Lieferanten gibt es nicht.',
      });
  }
  let duplicateOf = row.duplicateOf;
  let duplicateWarning = extracted.duplicateWarning ?? null;
  if (vendorId !== null && row.number) {
    const same = await findSameNumber(tx, vendorId, row.number, row.id);
    if (same) {
      duplicateOf = same.id;
      duplicateWarning = same.warning;
    }
  }
  const updated = await updateIncomingInvoice(tx, id, {
    vendorId,
    duplicateOf,
    extracted: {
      ...extracted,
      vendorMatchReason: input.create ? 'Aus den Rechnungsdaten angelegt.' : null,
      duplicateWarning,
    } as unknown as Record<string, unknown>,
  });
  await recordIncomingInvoiceChange(tx, actor, id, 'updated', {
    vendor_id: { from: row.vendorId, to: vendorId },
  });
  return detailOf(tx, updated);
}

/** The original (unchanged) for download or preview, or an e-invoice as a readable page. */
export async function originalOf(
  deps: Pick<AppDeps, 'blobStore' | 'log'>,
  tx: Tx,
  tenantId: number,
  id: number,
) {
  const row = await findIncomingInvoice(tx, id);
  if (!row) throw incomingInvoiceNotFound();
  const file = await findDownload(tx, row.fileId);
  return {
    file,
    async html() {
      const bytes = await readStoredFile(deps, tenantId, file, { whenMissing: uploadMissing });
      const intake = await readIncomingFile(bytes);
      if (!intake.ok || intake.kind === 'pdf' || intake.kind === 'image') return null;
      return renderInvoiceHtml(buildInvoiceView(intake.invoice));
    },
  };
}
