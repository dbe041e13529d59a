import {
  describePlaceholderProblems,
  findUnknownPlaceholders,
  type Letter,
  type LetterList,
  type ZLetterInput,
  type ZLetterListQuery,
  type ZLetterUpdate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecords } from '../entities/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import {
  findLetterRecipient,
  letterPlaceholderValues,
  recipientAddressLines,
  recipientEmail,
  type LetterRecipient,
} from './letter-recipient.ts';
import { toLetter } from './letter-mapper.ts';
import { renderLetter, renderLetterTexts } from './letter-pdf.ts';
import {
  deleteLetterRow,
  findLetterById,
  findLetterByIdForUpdate,
  insertLetter,
  listLetterRows,
  updateLetterIfVersion,
  type LetterRow,
  type LetterValues,
} from './letters.repository.ts';

/** History and realtime name of this area. */
export const LETTER_ENTITY = 'letter';

export type LetterInput = z.output<typeof ZLetterInput>;

export const letterNotFound = () => notFound('Der Brief wurde nicht gefunden.');
export const letterFinalized = () =>
  conflict('Der Brief ist festgeschrieben und kann nicht mehr geändert werden.');

/** Subject and text may only use the placeholders of the usage „Brief“. */
export function assertLetterPlaceholders(input: { subject: string; body: string }) {
  const fields: Record<string, string> = {};
  for (const field of ['subject', 'body'] as const) {
    const problems = findUnknownPlaceholders(input[field], 'letter');
    if (problems.length > 0) fields[field] = describePlaceholderProblems(problems, 'letter');
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** The letter with its recipient's name and e-mail address as master data has them now. */
export async function letterWithRecipient(tx: Tx, row: LetterRow): Promise<Letter> {
  const recipient = await findLetterRecipient(tx, row.recipientType as never, row.recipientId).catch(
    () => null,
  );
  return toLetter(row, {
    name: recipient?.record.name ?? null,
    email: recipient ? recipientEmail(recipient) : null,
  });
}

export async function listLetters(tx: Tx, query: z.output<typeof ZLetterListQuery>): Promise<LetterList> {
  const rows = await listLetterRows(tx, query);
  const emails = new Map(
    (
      await findEntityRecords(
        tx,
        rows.map((r) => r.row.recipientId),
      )
    ).map((record) => [record.id, typeof record.data.email === 'string' ? record.data.email : null]),
  );
  return {
    items: rows.map(({ row, recipientName }) =>
      toLetter(row, { name: recipientName, email: emails.get(row.recipientId) ?? null }),
    ),
  };
}

export async function getLetter(tx: Tx, id: number): Promise<Letter> {
  const row = await findLetterById(tx, id);
  if (!row) throw letterNotFound();
  return letterWithRecipient(tx, row);
}

const valuesOf = (input: LetterInput, recipient: LetterRecipient): Omit<LetterValues, 'status'> => {
  const typed = (input.address_lines ?? []).filter((line) => line.trim() !== '');
  return {
    recipientType: input.recipient_type,
    recipientId: input.recipient_id,
    // The record's address unless this letter has its own.
    addressLines: typed.length > 0 ? typed : recipientAddressLines(recipient),
    subject: input.subject,
    letterDate: input.letter_date,
    body: input.body,
    yourReference: input.your_reference ?? null,
    yourMessageDate: input.your_message_date ?? null,
    ourReference: input.our_reference ?? null,
    contactPerson: input.contact_person ?? null,
  };
};

const tracked = (
  row: Pick<LetterRow, 'recipientId' | 'subject' | 'letterDate' | 'body' | 'addressLines'>,
) => ({
  recipient_id: row.recipientId,
  subject: row.subject,
  letter_date: row.letterDate,
  body: row.body,
  address_lines: row.addressLines.join(' · '),
});

export async function createLetter(tx: Tx, actor: Actor, input: LetterInput): Promise<Letter> {
  assertLetterPlaceholders(input);
  const recipient = await findLetterRecipient(tx, input.recipient_type, input.recipient_id);
  const row = await insertLetter(tx, actor.tenantId, {
    ...valuesOf(input, recipient),
    status: 'draft',
    createdBy: actor.userId,
  });
  await recordHistory(tx, actor, { entity: LETTER_ENTITY, entityId: row.id, action: 'created' });
  return letterWithRecipient(tx, row);
}

export async function updateLetter(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZLetterUpdate>,
): Promise<Letter> {
  const current = await findLetterByIdForUpdate(tx, id);
  if (!current) throw letterNotFound();
  if (current.status !== 'draft') throw letterFinalized();
  assertLetterPlaceholders(input);
  const recipient = await findLetterRecipient(tx, input.recipient_type, input.recipient_id);
  const values = valuesOf(input, recipient);
  const saved = await updateLetterIfVersion(tx, id, input.version, values);
  if (!saved) throw conflict('Der Brief wurde inzwischen geändert. Bitte laden Sie ihn neu.');
  const changes = diffFields(tracked(current), tracked(saved));
  if (Object.keys(changes).length > 0) {
    await recordHistory(tx, actor, { entity: LETTER_ENTITY, entityId: id, action: 'updated', changes });
  }
  return letterWithRecipient(tx, saved);
}

export async function deleteLetter(tx: Tx, actor: Actor, id: number) {
  const current = await findLetterByIdForUpdate(tx, id);
  if (!current) throw letterNotFound();
  if (current.status !== 'draft') {
    throw conflict('Festgeschriebene Briefe werden 6 Jahre aufbewahrt und können nicht gelöscht werden.');
  }
  await deleteLetterRow(tx, id);
  await recordHistory(tx, actor, { entity: LETTER_ENTITY, entityId: id, action: 'deleted' });
  return { id };
}

/** A draft's PDF as it would print now, with the ENTWURF watermark. */
export async function renderDraftPdf(
  deps: Pick<AppDeps, 'blobStore' | 'log'>,
  tx: Tx,
  actor: Actor,
  row: LetterRow,
): Promise<Uint8Array> {
  const settings = await loadTenantSettings(tx);
  const recipient = await findLetterRecipient(tx, row.recipientType as never, row.recipientId);
  const texts = renderLetterTexts(row, await letterPlaceholderValues(tx, actor, recipient, settings));
  return renderLetter(deps, tx, { row, customerNumber: customerNumberOf(recipient), ...texts }, settings, {
    draft: true,
  });
}

export const customerNumberOf = (recipient: LetterRecipient) =>
  recipient.type === 'customers' ? recipient.record.number : null;
