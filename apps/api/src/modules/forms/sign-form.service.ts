import type { FormAnswers, FormField, ZFormInstanceUpdate } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../core/http/errors.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { readStoredFile, sha256Hex } from '../document-output/index.ts';
import { findDownload, linkFileToRecord, storeCheckedBuffer } from '../files/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { alreadySigned, checkAnswers, formNotFound, staleForm, toDetail } from './form-instances.service.ts';
import {
  findInstanceByIdForUpdate,
  updateInstanceIfVersion,
  type FormInstanceRow,
} from './forms.repository.ts';
import type { FormPdfImage, FormPdfItem, FormPdfView } from './pdf/form-pdf-view.ts';
import { findEntityRecords } from '../entities/index.ts';

type SignDeps = Pick<AppDeps, 'blobStore' | 'config' | 'log'>;

const berlin = { timeZone: 'Europe/Berlin' } as const;
const germanDate = (iso: string) => iso.split('-').reverse().join('.');
const germanDateTime = (date: Date) =>
  `${date.toLocaleDateString('de-DE', { ...berlin, day: '2-digit', month: '2-digit', year: 'numeric' })}, ` +
  `${date.toLocaleTimeString('de-DE', { ...berlin, hour: '2-digit', minute: '2-digit' })} Uhr`;
const germanNumber = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 4 });

function signatureImage(value: unknown): FormPdfImage | null {
  if (typeof value !== 'string' || !value) return null;
  const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isPng) {
    throw badRequest('Die Unterschrift ist ungültig. Bitte erneut unterschreiben.');
  }
  return { bytes: new Uint8Array(bytes), type: 'image/png' };
}

async function photoImages(deps: SignDeps, tx: Tx, tenantId: number, ids: unknown): Promise<FormPdfImage[]> {
  if (!Array.isArray(ids)) return [];
  return Promise.all(
    (ids as number[]).map(async (id) => {
      const file = await findDownload(tx, id);
      const bytes = await readStoredFile(deps, tenantId, file);
      return { bytes, type: file.contentType as FormPdfImage['type'] };
    }),
  );
}

async function itemsOf(deps: SignDeps, tx: Tx, tenantId: number, fields: FormField[], answers: FormAnswers) {
  const items: FormPdfItem[] = [];
  for (const field of fields) {
    const value = answers[field.key];
    const label = field.label;
    switch (field.type) {
      case 'heading':
        items.push({ kind: 'heading', text: label });
        break;
      case 'checkbox':
        items.push({ kind: 'value', label, value: value === true ? 'Ja' : 'Nein' });
        break;
      case 'number':
        items.push({ kind: 'value', label, value: typeof value === 'number' ? germanNumber(value) : '' });
        break;
      case 'date':
        items.push({ kind: 'value', label, value: typeof value === 'string' ? germanDate(value) : '' });
        break;
      case 'text':
      case 'select':
        items.push({ kind: 'value', label, value: typeof value === 'string' ? value : '' });
        break;
      case 'photo':
        items.push({ kind: 'photos', label, images: await photoImages(deps, tx, tenantId, value) });
        break;
      case 'signature':
        items.push({ kind: 'signature', label, image: signatureImage(value) });
        break;
    }
  }
  return items;
}

async function viewOf(
  deps: SignDeps,
  tx: Tx,
  actor: Actor,
  row: FormInstanceRow,
  answers: FormAnswers,
  at: Date,
) {
  const settings = await loadTenantSettings(tx);
  const targets = await findEntityRecords(
    tx,
    [row.projectId, row.customerId].filter((id): id is number => id !== null),
  );
  const nameOf = (id: number | null) => targets.find((t) => t.id === id)?.name;
  const signer = actor.userId ? await findProfileNameOfUser(tx, actor.tenantId, actor.userId) : null;
  const info = [
    { label: 'Projekt', value: nameOf(row.projectId) },
    { label: 'Kunde', value: nameOf(row.customerId) },
    { label: 'Formular-Nr.', value: String(row.id) },
    { label: 'Abgeschlossen am', value: germanDateTime(at) },
    { label: 'Abgeschlossen von', value: signer ?? undefined },
  ].filter((line): line is { label: string; value: string } => Boolean(line.value));
  const view: FormPdfView = {
    title: row.title,
    company: settings.company_name,
    info,
    items: await itemsOf(deps, tx, actor.tenantId, row.fields as FormField[], answers),
    createdAt: at,
  };
  return view;
}

const fileNameOf = (row: FormInstanceRow) =>
  `${row.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'Formular'} ${row.id}.pdf`;

/**
 * "Abschließen und unterschreiben": the answers with every required field, drawn into a PDF with
 * photos and signatures, archived through the files module's checks (SHA-256), attached to the
 * project and customer, and the form locked — all in one transaction. From then on the database
 * refuses any change to the row (trigger `form_instances_guard`).
 */
export async function signForm(
  deps: SignDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZFormInstanceUpdate>,
) {
  const row = await findInstanceByIdForUpdate(tx, id);
  if (!row) throw formNotFound();
  if (row.status !== 'draft') throw alreadySigned();
  if (row.version !== input.version) throw staleForm();
  await checkAnswers(tx, row, input.answers, 'sign');

  const signedAt = new Date();
  const view = await viewOf(deps, tx, actor, row, input.answers, signedAt);
  const { renderFormPdf } = await import('./pdf/render-form-pdf.ts');
  const pdf = Buffer.from(
    await renderFormPdf(view).catch((error: unknown) => {
      // A photo pdf-lib cannot read (an unusual PNG variant) must not end as a 500.
      deps.log.warn({ err: error }, 'form PDF could not be drawn');
      throw badRequest('Ein Foto lässt sich nicht in das PDF übernehmen. Bitte das Foto neu aufnehmen.');
    }),
  );
  const stored = await storeCheckedBuffer(deps, tx, actor, {
    filename: fileNameOf(row),
    contentType: 'application/pdf',
    content: pdf,
  });
  if ('refused' in stored) throw badRequest(`Das PDF konnte nicht abgelegt werden: ${stored.refused}`);
  for (const [entity, recordId] of [
    ['projects', row.projectId],
    ['customers', row.customerId],
  ] as const) {
    if (recordId !== null)
      await linkFileToRecord(tx, actor.tenantId, stored.fileId, entity, String(recordId));
  }
  const signed = await updateInstanceIfVersion(tx, id, row.version, {
    answers: input.answers,
    status: 'signed',
    signedAt,
    signedBy: actor.userId,
    pdfFileId: stored.fileId,
    pdfSha256: sha256Hex(pdf),
  });
  if (!signed) throw staleForm();
  await recordHistory(tx, actor, {
    entity: 'form',
    entityId: id,
    action: 'signed',
    changes: { pdf_file_id: { from: null, to: stored.fileId } },
  });
  return toDetail(tx, signed);
}
