import {
  photoFileIds,
  validateFormAnswers,
  type FormAnswers,
  type FormField,
  type FormInstance,
  type FormInstanceDetail,
  type ZFormInstanceCreate,
  type ZFormInstanceListQuery,
  type ZFormInstanceUpdate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { findEntityRecord, findEntityRecords } from '../entities/index.ts';
import { findFileById } from '../files/index.ts';
import { findFormTemplate } from './form-templates.service.ts';
import {
  countInstanceRows,
  deleteInstanceById,
  findInstanceById,
  insertInstance,
  listInstanceRows,
  updateInstanceIfVersion,
  type FormInstanceRow,
} from './forms.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

type ListQuery = z.output<typeof ZFormInstanceListQuery>;
type CreateInput = z.output<typeof ZFormInstanceCreate>;
type UpdateInput = z.output<typeof ZFormInstanceUpdate>;

export const formNotFound = () => notFound('Formular nicht gefunden.');
export const alreadySigned = () =>
  conflict('Das Formular ist bereits unterschrieben und kann nicht mehr geändert werden.');
export const staleForm = () => conflict('Das Formular wurde inzwischen geändert. Bitte neu laden.');

const photoTypes = new Set(['image/jpeg', 'image/png']);

async function toInstances(tx: Tx, rows: FormInstanceRow[]): Promise<FormInstance[]> {
  const ids = rows.flatMap((r) => [r.customerId, r.projectId]).filter((id): id is number => id !== null);
  const names = new Map((await findEntityRecords(tx, ids)).map((r) => [r.id, r.name]));
  const ref = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return Promise.all(
    rows.map(async (row) => {
      const pdf = row.pdfFileId === null ? undefined : await findFileById(tx, row.pdfFileId);
      return {
        id: row.id,
        template_id: row.builtinKey ? `builtin:${row.builtinKey}` : String(row.templateId),
        title: row.title,
        status: row.status as FormInstance['status'],
        customer: ref(row.customerId),
        project: ref(row.projectId),
        signed_at: row.signedAt?.toISOString() ?? null,
        pdf: pdf ? { file_id: pdf.id, name: pdf.name, sha256: row.pdfSha256 ?? pdf.sha256 } : null,
        version: row.version,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  );
}

export async function toDetail(tx: Tx, row: FormInstanceRow): Promise<FormInstanceDetail> {
  const [instance] = await toInstances(tx, [row]);
  return { ...instance!, fields: row.fields as FormField[], answers: row.answers as FormAnswers };
}

export async function listForms(tx: Tx, query: ListQuery) {
  const filter = { status: query.status, projectId: query.project_id, customerId: query.customer_id };
  const [rows, total] = await Promise.all([
    listInstanceRows(tx, filter, query.limit, query.offset),
    countInstanceRows(tx, filter),
  ]);
  return { items: await toInstances(tx, rows), total };
}

export async function getForm(tx: Tx, id: number) {
  const row = await findInstanceById(tx, id);
  if (!row) throw formNotFound();
  return toDetail(tx, row);
}

/** Customer and project must be records of that kind in the tenant (ids from the body: field errors). */
async function loadTargets(tx: Tx, input: CreateInput) {
  const customer = input.customer_id ? await findEntityRecord(tx, 'customers', input.customer_id) : null;
  if (input.customer_id && !customer) {
    throw badRequest('Kunde nicht gefunden.', { customer_id: 'Kunde nicht gefunden.' });
  }
  const project = input.project_id ? await findEntityRecord(tx, 'projects', input.project_id) : null;
  if (input.project_id && !project) {
    throw badRequest('Projekt nicht gefunden.', { project_id: 'Projekt nicht gefunden.' });
  }
  // A form for a project belongs to the project's customer too (its files list shows the PDF).
  const projectCustomer = (project?.data as { customer?: unknown } | undefined)?.customer;
  if (!customer && typeof projectCustomer === 'number') {
    return { customer: (await findEntityRecord(tx, 'customers', projectCustomer)) ?? null, project };
  }
  return { customer, project };
}

/** What a new form starts with: today in its date fields, the project and customer where asked. */
function prefill(fields: FormField[], projectName?: string, customerName?: string): FormAnswers {
  const answers: FormAnswers = {};
  for (const field of fields) {
    if (field.type === 'date') answers[field.key] = berlinToday();
    if (field.key === 'bauvorhaben' && projectName) answers[field.key] = projectName;
    if (field.key === 'auftraggeber' && customerName) answers[field.key] = customerName;
  }
  return answers;
}

export async function createForm(tx: Tx, actor: Actor, input: CreateInput) {
  const template = await findFormTemplate(tx, input.template_id);
  const { customer, project } = await loadTargets(tx, input);
  const row = await insertInstance(tx, {
    tenantId: actor.tenantId,
    templateId: template.builtin ? null : Number(template.id),
    builtinKey: template.builtin ? template.id.slice('builtin:'.length) : null,
    title: template.name,
    fields: template.fields,
    answers: prefill(template.fields, project?.name, customer?.name),
    customerId: customer?.id ?? null,
    projectId: project?.id ?? null,
    createdBy: actor.userId,
  });
  await recordHistory(tx, actor, { entity: 'form', entityId: row.id, action: 'created' });
  return toDetail(tx, row);
}

/** Photos must be the tenant's own JPEG or PNG files (RLS hides everyone else's). */
export async function assertPhotos(tx: Tx, fields: FormField[], answers: FormAnswers) {
  for (const field of fields.filter((f) => f.type === 'photo')) {
    for (const id of photoFileIds([field], answers)) {
      const file = await findFileById(tx, id);
      if (!file || !photoTypes.has(file.mimeType)) {
        const message = `„${field.label}“: Nur JPEG- oder PNG-Fotos aus den Dateien dieses Mandanten.`;
        throw badRequest(message, { [field.key]: message });
      }
    }
  }
}

/** Checks answers of a draft (types, photos); `sign` also insists on every required field. */
export async function checkAnswers(
  tx: Tx,
  row: FormInstanceRow,
  answers: FormAnswers,
  mode: 'draft' | 'sign',
) {
  const fields = row.fields as FormField[];
  const errors = validateFormAnswers(fields, answers, mode);
  if (Object.keys(errors).length > 0) {
    const message =
      mode === 'sign'
        ? 'Bitte füllen Sie die markierten Pflichtfelder aus.'
        : 'Bitte prüfen Sie die markierten Felder.';
    throw badRequest(message, errors);
  }
  await assertPhotos(tx, fields, answers);
}

export async function updateForm(tx: Tx, actor: Actor, id: number, input: UpdateInput) {
  const row = await findInstanceById(tx, id);
  if (!row) throw formNotFound();
  if (row.status !== 'draft') throw alreadySigned();
  await checkAnswers(tx, row, input.answers, 'draft');
  const saved = await updateInstanceIfVersion(tx, id, input.version, { answers: input.answers });
  if (!saved) throw staleForm();
  await recordHistory(tx, actor, { entity: 'form', entityId: id, action: 'updated' });
  return toDetail(tx, saved);
}

export async function deleteForm(tx: Tx, actor: Actor, id: number) {
  const row = await findInstanceById(tx, id);
  if (!row) throw formNotFound();
  if (row.status !== 'draft') throw alreadySigned();
  await deleteInstanceById(tx, id);
  await recordHistory(tx, actor, { entity: 'form', entityId: id, action: 'deleted' });
  return { id };
}
