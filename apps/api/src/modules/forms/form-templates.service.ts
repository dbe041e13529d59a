import {
  builtinFormKeys,
  builtinFormTemplates,
  builtinTemplateId,
  type BuiltinFormKey,
  type FormField,
  type FormTemplate,
  type ZFormTemplateInput,
  type ZFormTemplateUpdate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import {
  countUsesOfTemplates,
  deleteTemplateById,
  findTemplateById,
  findTemplateIdByName,
  insertTemplate,
  listTemplateRows,
  updateTemplateIfVersion,
  type FormTemplateRow,
} from './forms.repository.ts';

type TemplateInput = z.output<typeof ZFormTemplateInput>;
type TemplateUpdate = z.output<typeof ZFormTemplateUpdate>;

export const templateNotFound = () => notFound('Formularvorlage nicht gefunden.');

const builtinTemplate = (key: BuiltinFormKey): FormTemplate => ({
  id: builtinTemplateId(key),
  builtin: true,
  name: builtinFormTemplates[key].name,
  description: builtinFormTemplates[key].description,
  fields: builtinFormTemplates[key].fields,
  used: 0,
  version: 1,
  updated_at: null,
});

const toTemplate = (row: FormTemplateRow, used: number): FormTemplate => ({
  id: String(row.id),
  builtin: false,
  name: row.name,
  description: row.description,
  fields: row.fields as FormField[],
  used,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

export async function listFormTemplates(tx: Tx) {
  const rows = await listTemplateRows(tx);
  const uses = await countUsesOfTemplates(
    tx,
    rows.map((r) => r.id),
  );
  return {
    items: [
      ...builtinFormKeys.map(builtinTemplate),
      ...rows.map((row) => toTemplate(row, uses.get(row.id) ?? 0)),
    ],
  };
}

/** A template by its API id: `builtin:<key>` or the number of the tenant's own. */
export async function findFormTemplate(tx: Tx, id: string): Promise<FormTemplate> {
  if (id.startsWith('builtin:')) {
    const key = id.slice('builtin:'.length);
    if (!(builtinFormKeys as readonly string[]).includes(key)) throw templateNotFound();
    return builtinTemplate(key as BuiltinFormKey);
  }
  const row = await findTemplateById(tx, Number(id));
  if (!row) throw templateNotFound();
  return toTemplate(row, (await countUsesOfTemplates(tx, [row.id])).get(row.id) ?? 0);
}

async function assertNameFree(tx: Tx, name: string, ownId?: number) {
  const builtinNames = builtinFormKeys.map((k) => builtinFormTemplates[k].name.toLowerCase());
  const taken = await findTemplateIdByName(tx, name);
  if (builtinNames.includes(name.toLowerCase()) || (taken !== undefined && taken !== ownId)) {
    const message = 'Ein Formular mit diesem Namen gibt es schon.';
    throw badRequest(message, { name: message });
  }
}

export async function createFormTemplate(tx: Tx, actor: Actor, input: TemplateInput) {
  await assertNameFree(tx, input.name);
  const row = await insertTemplate(tx, actor.tenantId, actor.userId, input);
  await recordHistory(tx, actor, {
    entity: 'formTemplate',
    entityId: row.id,
    action: 'created',
    changes: { name: { from: null, to: row.name } },
  });
  return toTemplate(row, 0);
}

export async function updateFormTemplate(tx: Tx, actor: Actor, id: number, input: TemplateUpdate) {
  const current = await findTemplateById(tx, id);
  if (!current) throw templateNotFound();
  await assertNameFree(tx, input.name, id);
  const { version, ...values } = input;
  const row = await updateTemplateIfVersion(tx, id, version, values);
  if (!row) throw conflict('Die Vorlage wurde inzwischen geändert. Bitte neu laden.');
  await recordHistory(tx, actor, {
    entity: 'formTemplate',
    entityId: id,
    action: 'updated',
    changes: current.name === row.name ? null : { name: { from: current.name, to: row.name } },
  });
  return toTemplate(row, (await countUsesOfTemplates(tx, [id])).get(id) ?? 0);
}

export async function deleteFormTemplate(tx: Tx, actor: Actor, id: number) {
  const current = await findTemplateById(tx, id);
  if (!current) throw templateNotFound();
  if ((await countUsesOfTemplates(tx, [id])).get(id)) {
    throw conflict('Aus dieser Vorlage wurden schon Formulare ausgefüllt; sie kann nicht gelöscht werden.');
  }
  await deleteTemplateById(tx, id);
  await recordHistory(tx, actor, {
    entity: 'formTemplate',
    entityId: id,
    action: 'deleted',
    changes: { name: { from: current.name, to: null } },
  });
  return { id };
}
