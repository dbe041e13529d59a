import type { TextTemplate, TextTemplateUsage } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import {
  clearOtherDefaults,
  deleteTextTemplateById,
  findDefaultTextTemplateRow,
  findTextTemplateById,
  findTextTemplateByIdForUpdate,
  findTextTemplateByName,
  insertTextTemplate,
  listTextTemplateRows,
  markTextTemplateDefault,
  updateTextTemplateIfVersion,
  violatedUniqueIndex,
  type TextTemplateRow,
} from './text-templates.repository.ts';

/** History and realtime name of this area. */
const ENTITY = 'textTemplates';

export interface TextTemplateInput {
  name: string;
  usage: TextTemplateUsage;
  subject: string | null;
  body: string;
  is_default: boolean;
}

const toTextTemplate = (row: TextTemplateRow): TextTemplate => ({
  id: row.id,
  name: row.name,
  usage: row.usage as TextTemplateUsage,
  subject: row.subject,
  body: row.body,
  is_default: row.isDefault,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** The fields history compares, under their API names. */
const tracked = (t: {
  name: string;
  usage: string;
  subject: string | null;
  body: string;
  is_default: boolean;
}) => ({
  name: t.name,
  usage: t.usage,
  subject: t.subject,
  body: t.body,
  is_default: t.is_default,
});

const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

const templateNotFound = () => notFound('Die Textvorlage wurde nicht gefunden.');
const nameTaken = (name: string) => conflict(`Eine Textvorlage „${name}“ gibt es bereits.`);

/** The unique indexes are the last word when two people save at the same moment. */
async function guardUnique<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'text_templates_name') throw nameTaken(name);
    if (index === 'text_templates_default') {
      throw conflict('Gerade wurde eine andere Vorlage zum Standard gemacht. Bitte laden Sie die Liste neu.');
    }
    throw error;
  }
}

/** Only one default per usage: the others of the usage lose the flag, each with its history item. */
async function takeDefaultFromOthers(tx: Tx, actor: Actor, usage: string, keepId: number) {
  for (const other of await clearOtherDefaults(tx, usage, keepId)) {
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: other.id,
      action: 'updated',
      changes: { is_default: { from: true, to: false } },
    });
  }
}

export const listTextTemplates = async (tx: Tx, usage?: TextTemplateUsage) =>
  (await listTextTemplateRows(tx, usage)).map(toTextTemplate);

export async function getTextTemplate(tx: Tx, id: number) {
  const row = await findTextTemplateById(tx, id);
  if (!row) throw templateNotFound();
  return toTextTemplate(row);
}

/** The default text of a usage, for documents, e-mails and letters; null when none is set. */
export async function findDefaultTextTemplate(tx: Tx, usage: TextTemplateUsage) {
  const row = await findDefaultTextTemplateRow(tx, usage);
  return row ? toTextTemplate(row) : null;
}

export async function createTextTemplate(tx: Tx, actor: Actor, input: TextTemplateInput) {
  if (await findTextTemplateByName(tx, input.name)) throw nameTaken(input.name);
  return guardUnique(input.name, async () => {
    if (input.is_default) await takeDefaultFromOthers(tx, actor, input.usage, 0);
    const row = await insertTextTemplate(tx, actor.tenantId, {
      name: input.name,
      usage: input.usage,
      subject: input.subject,
      body: input.body,
      isDefault: input.is_default,
    });
    const created = toTextTemplate(row);
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: row.id,
      action: 'created',
      changes: diffFields({}, withoutEmpty(tracked(created))),
    });
    return created;
  });
}

export async function updateTextTemplate(
  tx: Tx,
  actor: Actor,
  id: number,
  input: TextTemplateInput & { version: number },
) {
  const before = await findTextTemplateByIdForUpdate(tx, id);
  if (!before) throw templateNotFound();
  const sameName = await findTextTemplateByName(tx, input.name);
  if (sameName && sameName.id !== id) throw nameTaken(input.name);
  return guardUnique(input.name, async () => {
    // Cleared first: the partial unique index allows one default per usage at any moment.
    if (input.is_default) await takeDefaultFromOthers(tx, actor, input.usage, id);
    const row = await updateTextTemplateIfVersion(tx, id, input.version, {
      name: input.name,
      usage: input.usage,
      subject: input.subject,
      body: input.body,
      isDefault: input.is_default,
    });
    if (!row) throw conflict('Die Textvorlage wurde inzwischen geändert. Bitte laden Sie sie neu.');
    const updated = toTextTemplate(row);
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      changes: diffFields(tracked(toTextTemplate(before)), tracked(updated)),
    });
    return updated;
  });
}

export async function makeDefaultTextTemplate(tx: Tx, actor: Actor, id: number) {
  const before = await findTextTemplateByIdForUpdate(tx, id);
  if (!before) throw templateNotFound();
  if (before.isDefault) return toTextTemplate(before);
  return guardUnique(before.name, async () => {
    await takeDefaultFromOthers(tx, actor, before.usage, id);
    const row = await markTextTemplateDefault(tx, id);
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      changes: { is_default: { from: false, to: true } },
    });
    return toTextTemplate(row);
  });
}

export async function deleteTextTemplate(tx: Tx, actor: Actor, id: number) {
  const row = await findTextTemplateByIdForUpdate(tx, id);
  if (!row) throw templateNotFound();
  await deleteTextTemplateById(tx, id);
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: id,
    action: 'deleted',
    changes: { name: { from: row.name, to: null }, usage: { from: row.usage, to: null } },
  });
  return { id };
}
