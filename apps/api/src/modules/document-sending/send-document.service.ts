import { einvoiceFormatLabels, type ZSendDocumentInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { AppError, conflict, notFound } from '../../core/http/errors.ts';
import {
  validateArchivedEinvoice,
  type OutputFile,
  type ValidationFindingView,
} from '../document-output/index.ts';
import { getDocumentById, loadArchivedFile, markDocumentSent } from '../documents/index.ts';
import { pdfKindFor, xmlKindFor } from './document-attachments.ts';
import { sendEmailWithAccount, type SendOutcome } from './send-email.service.ts';

type Input = z.output<typeof ZSendDocumentInput>;

const KIND_LABELS: Record<OutputFile['kind'], string> = {
  pdf: 'PDF',
  zugferd: einvoiceFormatLabels.zugferd,
  xrechnungUbl: einvoiceFormatLabels.xrechnungUbl,
  xrechnungCii: einvoiceFormatLabels.xrechnungCii,
};

/** 422: the e-invoice has a fatal finding now; each finding is a field so the dialog can list them. */
const einvoiceRefused = (file: OutputFile, findings: ValidationFindingView[]) => {
  const fatal = findings.filter((f) => f.level === 'fatal');
  return new AppError(
    422,
    'validation_failed',
    `Die E-Rechnung (${KIND_LABELS[file.kind]}) besteht die Prüfung nicht (${fatal.length} Fehler). Die E-Mail wurde nicht versendet.`,
    Object.fromEntries(fatal.map((f, i) => [`findings.${i}.${f.rule_id}`, f.message])),
  );
};

async function archived(deps: AppDeps, tx: Tx, id: number, kind: OutputFile['kind']) {
  const file = await loadArchivedFile(deps, tx, id, kind);
  if (!file)
    throw conflict(
      `Die archivierte Datei (${KIND_LABELS[kind]}) fehlt. Das Dokument kann so nicht versendet werden.`,
    );
  return file;
}

/**
 * Sends a finalized document: its archived PDF (ZUGFeRD for ZUGFeRD customers) and the XML
 * where due, each e-invoice validated again first. Marked sent only when the server accepted.
 */
export async function sendDocument(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  input: Input,
): Promise<SendOutcome> {
  const doc = await getDocumentById(tx, id);
  if (!doc) throw notFound('Das Dokument wurde nicht gefunden.');
  if (doc.status === 'draft') {
    throw conflict(
      'Nur festgeschriebene Dokumente können versendet werden. Bitte schreiben Sie es zuerst fest.',
    );
  }
  if (doc.status === 'cancelled') throw conflict('Ein storniertes Dokument kann nicht versendet werden.');

  const files = [await archived(deps, tx, id, pdfKindFor(doc))];
  const xmlKind = xmlKindFor(doc, input.attach_xml);
  if (xmlKind) files.push(await archived(deps, tx, id, xmlKind));
  for (const file of files) {
    const findings = await validateArchivedEinvoice(file);
    if (findings.some((f) => f.level === 'fatal')) throw einvoiceRefused(file, findings);
  }

  const outcome = await sendEmailWithAccount(deps, tx, actor, {
    accountId: input.account_id ?? null,
    to: input.to,
    cc: input.cc,
    subject: input.subject,
    body: input.body,
    attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, bytes: f.bytes })),
    documentId: id,
  });
  if (outcome.ok) await markDocumentSent(tx, actor, id, new Date());
  return outcome;
}
