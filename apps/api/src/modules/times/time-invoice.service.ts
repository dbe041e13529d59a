import Big from 'big.js';
import { ZDocumentCreate, type DocumentLineInput, type ZInvoiceTimesInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { TimeEntryRow } from '../../db/schema/index.ts';
import { createDocumentDraft } from '../documents/index.ts';
import { germanDate, germanDecimal } from '../entities/index.ts';
import { TIME_ENTRY_ENTITY } from './time-entries.service.ts';
import { namesOf, resolveBooking } from './time-references.ts';
import { findBillableForUpdate, markInvoiced } from './times.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

type InvoiceInput = z.output<typeof ZInvoiceTimesInput>;
type Records = Awaited<ReturnType<typeof namesOf>>;

const DESCRIPTION_MAX = 5000;

const hoursOf = (minutes: number) => new Big(minutes).div(60).round(4, Big.roundHalfUp);

/** The hourly rate of an entry: its own, else its service article's price, else its project's. */
function rateOf(entry: TimeEntryRow, records: Records): string {
  const article = entry.articleId === null ? undefined : records.get(entry.articleId);
  const project = entry.projectId === null ? undefined : records.get(entry.projectId);
  const candidates = [entry.rate, article?.data.net_price, project?.data.hourly_rate];
  const found = candidates.find((v) => v !== null && v !== undefined && v !== '');
  if (found === undefined) {
    const message = `Für den Eintrag vom ${germanDate(entry.date)} ist kein Stundensatz bekannt (weder am Eintrag noch an der Leistung oder am Projekt).`;
    throw badRequest(message, { customer_id: message });
  }
  return new Big(String(found)).toString();
}

interface Group {
  articleId: number | null;
  projectId: number | null;
  rate: string;
  entries: TimeEntryRow[];
}

/** Entries grouped by service article, project and rate, in the order they were worked. */
function groupEntries(entries: readonly TimeEntryRow[], records: Records): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const rate = rateOf(entry, records);
    const key = `${entry.articleId}|${entry.projectId}|${rate}`;
    const group = groups.get(key) ?? {
      articleId: entry.articleId,
      projectId: entry.projectId,
      rate,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "03.03.2026 09:00–11:30: 2,5 h Konzept" per entry, shortened to what a line may hold. */
function describe(group: Group): string {
  const lines = group.entries.map((e) => {
    const span = e.startTime && e.endTime ? ` ${e.startTime}–${e.endTime}` : '';
    const text = e.description ? ` ${e.description}` : '';
    return `${germanDate(e.date)}${span}: ${germanDecimal(hoursOf(e.durationMinutes).toString(), 0)} h${text}`;
  });
  const joined = lines.join('\n');
  return joined.length <= DESCRIPTION_MAX ? joined : `${joined.slice(0, DESCRIPTION_MAX - 1)}…`;
}

function lineOf(group: Group, index: number, records: Records): DocumentLineInput {
  const article = group.articleId === null ? undefined : records.get(group.articleId);
  const project = group.projectId === null ? undefined : records.get(group.projectId);
  const base = article?.name ?? 'Arbeitszeit';
  const name = project ? `${base} – ${project.name}` : base;
  const vatRate = String(article?.data.vat_rate ?? '19');
  const minutes = group.entries.reduce((sum, e) => sum + e.durationMinutes, 0);
  return {
    kind: 'item',
    key: `time-${index + 1}`,
    article_id: group.articleId,
    name: name.slice(0, 500),
    description: describe(group),
    quantity: hoursOf(minutes).toString(),
    unit: 'HUR',
    unit_price: group.rate,
    vat_category: Number(vatRate) === 0 ? 'Z' : 'S',
    vat_rate: vatRate,
  };
}

/**
 * Billable approved entries of a customer (and project) → a new draft invoice with one line per
 * service article/project/rate; the entries become "abgerechnet" and point to the invoice. All in
 * the caller's transaction: a refused draft leaves every entry as it was.
 */
export async function invoiceTimeEntries(deps: AppDeps, tx: Tx, writer: Writer, input: InvoiceInput) {
  if (!writer.permissions.includes('documents.write'))
    throw forbidden('Zum Abrechnen von Zeiten ist zusätzlich die Berechtigung „Dokumente bearbeiten“ nötig.');
  await resolveBooking(tx, {
    customer_id: input.customer_id,
    project_id: input.project_id,
    article_id: null,
  });
  const entries = await findBillableForUpdate(
    tx,
    writer.tenantId,
    input.customer_id,
    input.project_id,
    input.to,
  );
  if (entries.length === 0) {
    const message = 'Für diesen Kunden gibt es keine freigegebenen, abrechenbaren Zeiten.';
    throw badRequest(message, { customer_id: message });
  }
  const records = await namesOf(
    tx,
    entries.flatMap((e) => [e.articleId, e.projectId]),
  );
  const groups = groupEntries(entries, records);
  const dates = entries.map((e) => e.date).sort();
  const draft = await createDocumentDraft(
    deps,
    tx,
    writer,
    ZDocumentCreate.parse({
      type: 'invoice',
      customer_id: input.customer_id,
      project_id: input.project_id,
      document_date: berlinToday(),
      service_period_start: dates[0],
      service_period_end: dates.at(-1),
      lines: groups.map((g, i) => lineOf(g, i, records)),
    }),
  );
  const ids = entries.map((e) => e.id);
  await markInvoiced(tx, writer.tenantId, ids, draft.id);
  await recordHistory(tx, writer, {
    entity: TIME_ENTRY_ENTITY,
    action: 'invoiced',
    changes: { document_id: { from: null, to: draft.id } },
    note: `${ids.length} Zeiteinträge abgerechnet`,
  });
  return { document_id: draft.id, entry_count: ids.length };
}
