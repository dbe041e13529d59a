import {
  hasStandardPerTarget,
  standardTargetsOf,
  type TextTemplate,
  type TextTemplateUsage,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import {
  clearOtherDefaults,
  deleteTextTemplateById,
  findDefaultTextTemplateRow,
  findDocumentTypeDefaultRow,
  findOtherDocumentTypeDefaultsForUpdate,
  setTextTemplateDocumentTypes,
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
  /** Document types or Mahnstufen (`dunningLevel1`) this intro or closing is the standard of. */
  document_types: string[];
}

const toTextTemplate = (row: TextTemplateRow): TextTemplate => ({
  id: row.id,
  name: row.name,
  usage: row.usage as TextTemplateUsage,
  subject: row.subject,
  body: row.body,
  is_default: row.isDefault,
  document_types: row.documentTypes,
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
  document_types: string[];
}) => ({
  name: t.name,
  usage: t.usage,
  subject: t.subject,
  body: t.body,
  is_default: t.is_default,
  document_types: t.document_types.join(', ') || null,
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

/**
 * Intro and closing texts: one standard per document type (or Mahnstufe). The types this text
 * takes become the others' no longer, each change with its history item.
 */
async function takeDocumentTypesFromOthers(
  tx: Tx,
  actor: Actor,
  usage: string,
  types: string[],
  keepId: number,
) {
  if (types.length === 0) return;
  for (const other of await findOtherDocumentTypeDefaultsForUpdate(tx, usage, types, keepId)) {
    const rest = other.documentTypes.filter((t) => !types.includes(t));
    await setTextTemplateDocumentTypes(tx, other.id, rest);
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: other.id,
      action: 'updated',
      changes: {
        document_types: { from: other.documentTypes.join(', ') || null, to: rest.join(', ') || null },
        ...(rest.length === 0 ? { is_default: { from: true, to: false } } : {}),
      },
    });
  }
}

async function takeStandardFromOthers(tx: Tx, actor: Actor, input: TextTemplateInput, keepId: number) {
  if (hasStandardPerTarget(input.usage))
    await takeDocumentTypesFromOthers(tx, actor, input.usage, input.document_types, keepId);
  else if (input.is_default) await takeDefaultFromOthers(tx, actor, input.usage, keepId);
}

export const listTextTemplates = async (tx: Tx, usage?: TextTemplateUsage) =>
  (await listTextTemplateRows(tx, usage)).map(toTextTemplate);

export async function getTextTemplate(tx: Tx, id: number) {
  const row = await findTextTemplateById(tx, id);
  if (!row) throw templateNotFound();
  return toTextTemplate(row);
}

/**
 * The default text of a usage, for documents, e-mails and letters; null when none is set.
 * Intro and closing texts are looked up for the document type (a quote gets the quote's text)
 * or the Mahnstufe (`dunningLevel2`).
 */
export async function findDefaultTextTemplate(tx: Tx, usage: TextTemplateUsage, target?: string) {
  const row =
    target && hasStandardPerTarget(usage)
      ? await findDocumentTypeDefaultRow(tx, usage, target)
      : await findDefaultTextTemplateRow(tx, usage);
  return row ? toTextTemplate(row) : null;
}

export async function createTextTemplate(tx: Tx, actor: Actor, input: TextTemplateInput) {
  if (await findTextTemplateByName(tx, input.name)) throw nameTaken(input.name);
  return guardUnique(input.name, async () => {
    await takeStandardFromOthers(tx, actor, input, 0);
    const row = await insertTextTemplate(tx, actor.tenantId, {
      name: input.name,
      usage: input.usage,
      subject: input.subject,
      body: input.body,
      isDefault: input.is_default,
      documentTypes: input.document_types,
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
    await takeStandardFromOthers(tx, actor, input, id);
    const row = await updateTextTemplateIfVersion(tx, id, input.version, {
      name: input.name,
      usage: input.usage,
      subject: input.subject,
      body: input.body,
      isDefault: input.is_default,
      documentTypes: input.document_types,
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
  const usage = before.usage as TextTemplateUsage;
  if (hasStandardPerTarget(usage)) {
    // "Als Standard" on an intro or closing: the standard of every document type (or Mahnstufe).
    const types = standardTargetsOf(usage).map((target) => target.key);
    if (types.every((t) => before.documentTypes.includes(t))) return toTextTemplate(before);
    await takeDocumentTypesFromOthers(tx, actor, usage, types, id);
    await setTextTemplateDocumentTypes(tx, id, types);
    await recordHistory(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      changes: { document_types: { from: before.documentTypes.join(', ') || null, to: types.join(', ') } },
    });
    return getTextTemplate(tx, id);
  }
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
