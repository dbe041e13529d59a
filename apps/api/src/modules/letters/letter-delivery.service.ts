import { formatIsoDayDe, type Letter, type ZLetterSend } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { readStoredFile } from '../document-output/index.ts';
import { sendEmailWithAccount, type SendOutcome } from '../document-sending/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { archiveLetterPdf, archivedLetterFile, letterFileName, retentionUntil } from './letter-archive.ts';
import { renderLetter, renderLetterTexts } from './letter-pdf.ts';
import { findLetterRecipient, letterPlaceholderValues, recipientEmail } from './letter-recipient.ts';
import {
  customerNumberOf,
  LETTER_ENTITY,
  letterFinalized,
  letterNotFound,
  letterWithRecipient,
} from './letters.service.ts';
import { findLetterByIdForUpdate, updateLetterIfVersion, type LetterRow } from './letters.repository.ts';

const stale = () => conflict('Der Brief wurde inzwischen geändert. Bitte laden Sie ihn neu.');

async function lockLetter(tx: Tx, id: number): Promise<LetterRow> {
  const row = await findLetterByIdForUpdate(tx, id);
  if (!row) throw letterNotFound();
  return row;
}

/**
 * Festschreiben: placeholders filled in for good, the PDF rendered without watermark and archived
 * through the files module with its SHA-256, kept six years. From then on the database refuses any
 * change but printing and sending (migration 0032), and any deletion.
 */
export async function finalizeLetter(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  version: number,
): Promise<Letter> {
  const row = await lockLetter(tx, id);
  if (row.status !== 'draft') throw letterFinalized();
  if (row.version !== version) throw stale();
  const settings = await loadTenantSettings(tx);
  const recipient = await findLetterRecipient(tx, row.recipientType as never, row.recipientId);
  const texts = renderLetterTexts(row, await letterPlaceholderValues(tx, actor, recipient, settings));
  const finalizedAt = new Date();
  const pdf = await renderLetter(
    deps,
    tx,
    { row, customerNumber: customerNumberOf(recipient), ...texts },
    settings,
    { draft: false, createdAt: finalizedAt },
  );
  const archived = await archiveLetterPdf(
    deps,
    tx,
    actor,
    letterFileName(`Brief-${row.id}`, row.letterDate, texts.subject),
    pdf,
  );
  const saved = await updateLetterIfVersion(tx, id, version, {
    status: 'finalized',
    subject: texts.subject,
    renderedBody: texts.text,
    finalizedAt,
    fileId: archived.fileId,
    pdfSha256: archived.sha256,
    retentionUntil: retentionUntil(),
  });
  if (!saved) throw stale();
  await recordHistory(tx, actor, {
    entity: LETTER_ENTITY,
    entityId: id,
    action: 'finalized',
    note: `Festgeschrieben, PDF archiviert (SHA-256 ${archived.sha256}), aufzubewahren bis ${formatIsoDayDe(saved.retentionUntil!)}.`,
  });
  return letterWithRecipient(tx, saved);
}

export async function markLetterPrinted(tx: Tx, actor: Actor, id: number, version: number): Promise<Letter> {
  const row = await lockLetter(tx, id);
  if (row.status !== 'finalized') {
    throw conflict('Nur festgeschriebene Briefe können als gedruckt markiert werden.');
  }
  const saved = await updateLetterIfVersion(tx, id, version, { printedAt: new Date() });
  if (!saved) throw stale();
  await recordHistory(tx, actor, { entity: LETTER_ENTITY, entityId: id, action: 'printed' });
  return letterWithRecipient(tx, saved);
}

/** The archived PDF of a finalized letter (download, attachment). */
export async function findLetterPdf(tx: Tx, row: LetterRow | undefined) {
  const file = row ? await archivedLetterFile(tx, row.fileId) : null;
  if (!row) throw letterNotFound();
  if (!file) throw conflict('Der Brief ist noch nicht festgeschrieben; es gibt nur die Vorschau.');
  return file;
}

/**
 * Sends the archived PDF through the tenant's e-mail account. A refusal by the mail server is
 * recorded (sent_emails) and returned; the letter then stays unsent.
 */
export async function sendLetter(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZLetterSend>,
): Promise<{ outcome: SendOutcome; letter: Letter }> {
  const row = await lockLetter(tx, id);
  if (row.status !== 'finalized') {
    throw conflict('Bitte schreiben Sie den Brief fest, bevor Sie ihn versenden.');
  }
  const recipient = await findLetterRecipient(tx, row.recipientType as never, row.recipientId);
  const to = input.to?.length ? input.to : [recipientEmail(recipient)].filter((a): a is string => !!a);
  if (to.length === 0) {
    throw badRequest('Für diesen Empfänger ist keine E-Mail-Adresse hinterlegt. Bitte eine angeben.', {
      to: 'Bitte eine E-Mail-Adresse angeben.',
    });
  }
  const file = await findLetterPdf(tx, row);
  const pdf = await readStoredFile(deps, actor.tenantId, file);
  const settings = await loadTenantSettings(tx);
  const values = await letterPlaceholderValues(tx, actor, recipient, settings);
  const outcome = await sendEmailWithAccount(deps, tx, actor, {
    accountId: input.account_id ?? null,
    to,
    subject: input.subject ?? row.subject,
    body:
      input.body ??
      [
        values['kunde.anrede'] ?? 'Sehr geehrte Damen und Herren,',
        '',
        `anbei erhalten Sie unser Schreiben „${row.subject}“ vom ${formatIsoDayDe(row.letterDate)} als PDF.`,
        '',
        'Mit freundlichen Grüßen',
        values['benutzer.name'] ?? '',
        settings.company_name,
      ].join('\n'),
    attachments: [{ filename: file.name, contentType: file.contentType, bytes: pdf }],
  });
  await recordHistory(tx, actor, {
    entity: LETTER_ENTITY,
    entityId: id,
    action: outcome.ok ? 'emailed' : 'emailFailed',
    note: outcome.ok ? `Per E-Mail an ${to.join(', ')} gesendet.` : (outcome.error ?? ''),
  });
  if (!outcome.ok) return { outcome, letter: await letterWithRecipient(tx, row) };
  const saved = await updateLetterIfVersion(tx, id, row.version, {
    emailedAt: new Date(),
    sentEmailId: outcome.sentEmail.id,
  });
  return { outcome, letter: await letterWithRecipient(tx, saved!) };
}
