import { ZEntityListQuery, type LetterSeries, type ZLetterSeriesInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { mergePdfs } from '../document-output/index.ts';
import { listEntities } from '../entities/index.ts';
import { loadLetterheadLogo, loadTenantSettings } from '../settings/index.ts';
import { archiveLetterPdf, archivedLetterFile, letterFileName, retentionUntil } from './letter-archive.ts';
import { renderLetter, renderLetterTexts } from './letter-pdf.ts';
import { findLetterRecipient, letterPlaceholderValues, recipientAddressLines } from './letter-recipient.ts';
import { assertLetterPlaceholders, customerNumberOf, LETTER_ENTITY } from './letters.service.ts';
import { findLetterSeriesById, insertLetter, insertLetterSeries } from './letters.repository.ts';

/** More than this is a mass mailing, not a serial letter of a small company. */
export const MAX_SERIES_RECIPIENTS = 500;

/** The ids of the customers the list shows with this search and filter (active ones only). */
async function filteredCustomerIds(tx: Tx, tenantId: number, q?: string, filter?: string) {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEntities(
      tx,
      tenantId,
      'customers',
      ZEntityListQuery.parse({ q, filter, limit: 200, sort: 'name', ...(cursor && { cursor }) }),
    );
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor ?? undefined;
    if (ids.length > MAX_SERIES_RECIPIENTS) {
      throw badRequest(
        `Der Serienbrief ginge an mehr als ${MAX_SERIES_RECIPIENTS} Kunden. Bitte die Auswahl eingrenzen.`,
      );
    }
  } while (cursor);
  return ids;
}

/**
 * Serial letter: one finalized letter per customer of the filtered list (placeholders filled per
 * recipient), each PDF archived, plus one combined PDF for printing — all in the caller's one
 * transaction, so a failure leaves no half series behind.
 */
export async function createLetterSeries(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  input: z.output<typeof ZLetterSeriesInput>,
): Promise<LetterSeries> {
  assertLetterPlaceholders(input);
  const customerIds = await filteredCustomerIds(tx, actor.tenantId, input.customer_q, input.customer_filter);
  if (customerIds.length === 0) {
    throw badRequest('Die Kundenliste ist mit dieser Suche leer: Es gibt niemanden anzuschreiben.');
  }
  const settings = await loadTenantSettings(tx);
  const logo = await loadLetterheadLogo(deps, tx);
  const finalizedAt = new Date();
  const retention = retentionUntil();
  const pdfs: Uint8Array[] = [];
  const letters: { id: number; fileId: number; sha256: string; subject: string; text: string }[] = [];

  for (const customerId of customerIds) {
    const recipient = await findLetterRecipient(tx, 'customers', customerId);
    const texts = renderLetterTexts(input, await letterPlaceholderValues(tx, actor, recipient, settings));
    const frame = {
      subject: input.subject,
      letterDate: input.letter_date,
      addressLines: recipientAddressLines(recipient),
      yourReference: input.your_reference ?? null,
      yourMessageDate: input.your_message_date ?? null,
      ourReference: input.our_reference ?? null,
      contactPerson: input.contact_person ?? null,
    };
    const pdf = await renderLetter(
      deps,
      tx,
      { row: frame, customerNumber: customerNumberOf(recipient), ...texts },
      settings,
      { draft: false, createdAt: finalizedAt, logo },
    );
    pdfs.push(pdf);
    const archived = await archiveLetterPdf(
      deps,
      tx,
      actor,
      letterFileName(`Brief-${recipient.record.number ?? customerId}`, input.letter_date, texts.subject),
      pdf,
    );
    letters.push({ id: customerId, ...archived, ...texts });
  }

  const combined = await mergePdfs(pdfs, {
    title: input.subject,
    author: settings.company_name,
    createdAt: finalizedAt,
  });
  const archived = await archiveLetterPdf(
    deps,
    tx,
    actor,
    letterFileName('Serienbrief', input.letter_date, input.subject),
    combined.bytes,
  );
  const series = await insertLetterSeries(tx, actor.tenantId, {
    subject: input.subject,
    letterDate: input.letter_date,
    letterCount: letters.length,
    pageCount: combined.pageCount,
    fileId: archived.fileId,
    pdfSha256: archived.sha256,
    retentionUntil: retention,
    createdBy: actor.userId,
  });

  const letterIds: number[] = [];
  for (const [index, letter] of letters.entries()) {
    const recipient = await findLetterRecipient(tx, 'customers', letter.id);
    const row = await insertLetter(tx, actor.tenantId, {
      status: 'finalized',
      recipientType: 'customers',
      recipientId: letter.id,
      addressLines: recipientAddressLines(recipient),
      subject: letter.subject,
      letterDate: input.letter_date,
      body: input.body,
      renderedBody: letter.text,
      yourReference: input.your_reference ?? null,
      yourMessageDate: input.your_message_date ?? null,
      ourReference: input.our_reference ?? null,
      contactPerson: input.contact_person ?? null,
      seriesId: series.id,
      finalizedAt,
      fileId: letter.fileId,
      pdfSha256: letter.sha256,
      retentionUntil: retention,
      createdBy: actor.userId,
    });
    letterIds.push(row.id);
    await recordHistory(tx, actor, {
      entity: LETTER_ENTITY,
      entityId: row.id,
      action: 'finalized',
      note: `Serienbrief ${index + 1} von ${letters.length}, PDF archiviert (SHA-256 ${letter.sha256}).`,
    });
  }
  return {
    id: series.id,
    subject: series.subject,
    letter_date: series.letterDate,
    letter_count: series.letterCount,
    page_count: series.pageCount,
    pdf_sha256: series.pdfSha256,
    retention_until: series.retentionUntil,
    letter_ids: letterIds,
    created_at: series.createdAt.toISOString(),
  };
}

export async function findLetterSeriesPdf(tx: Tx, id: number) {
  const series = await findLetterSeriesById(tx, id);
  const file = series ? await archivedLetterFile(tx, series.fileId) : null;
  if (!file) throw notFound('Der Serienbrief wurde nicht gefunden.');
  return file;
}
