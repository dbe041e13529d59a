import { customFieldKeyProblem, type EntityType } from '@kontor/contracts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { loadFieldForWrite } from './custom-field-checks.ts';
import { listCustomFieldDefinitions, toCustomFieldDefinition } from './custom-field-definitions.ts';
import {
  findActiveCustomFieldByLabel,
  listCustomFieldRows,
  lockCustomFieldsOfType,
  nextSortOrder,
  setCustomFieldDeleted,
  setCustomFieldSortOrder,
} from './custom-fields.repository.ts';

/** Hides the field from forms and lists; the values in `entities.custom` stay for a restore. */
export async function removeCustomField(tx: Tx, actor: Actor, id: number) {
  const field = await loadFieldForWrite(tx, actor, id);
  if (field.deletedAt) throw conflict(`Das Feld „${field.label}“ ist bereits entfernt.`);
  const removed = await setCustomFieldDeleted(tx, id, new Date());
  await recordHistory(tx, actor, {
    entity: 'customFields',
    entityId: id,
    action: 'removed',
    changes: { label: { from: field.label, to: null } },
  });
  return toCustomFieldDefinition(removed);
}

/** Brings a removed field back at the end of the order, with the values it had. */
export async function restoreCustomField(tx: Tx, actor: Actor, id: number) {
  const field = await loadFieldForWrite(tx, actor, id);
  if (!field.deletedAt) throw conflict(`Das Feld „${field.label}“ ist nicht entfernt.`);
  const type = field.entityType as EntityType;
  // The registry may have gained a field with this key since the removal.
  const keyProblem = customFieldKeyProblem(type, field.key);
  if (keyProblem) throw conflict(`„${field.label}“ kann nicht wiederhergestellt werden: ${keyProblem}`);
  const sameLabel = await findActiveCustomFieldByLabel(tx, type, field.label);
  if (sameLabel)
    throw conflict(
      `Es gibt schon ein aktives Feld „${sameLabel.label}“. Benennen Sie es um, bevor Sie dieses wiederherstellen.`,
    );
  const restored = await setCustomFieldDeleted(tx, id, null, await nextSortOrder(tx, type));
  await recordHistory(tx, actor, {
    entity: 'customFields',
    entityId: id,
    action: 'restored',
    changes: { label: { from: null, to: field.label } },
  });
  return toCustomFieldDefinition(restored);
}

/** Puts the active fields of a type in the order of `ids`, which must name exactly those fields. */
export async function reorderCustomFields(tx: Tx, actor: Actor, type: EntityType, ids: number[]) {
  await lockCustomFieldsOfType(tx, actor.tenantId, type);
  const active = (await listCustomFieldRows(tx, type)).filter((row) => !row.deletedAt);
  const byId = new Map(active.map((row) => [row.id, row]));
  if (ids.length !== active.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id)))
    throw conflict('Die Felder wurden inzwischen geändert. Bitte laden Sie die Liste neu.');
  const changed = ids.some((id, index) => active[index]!.id !== id);
  if (changed) {
    for (const [index, id] of ids.entries())
      if (byId.get(id)!.sortOrder !== index) await setCustomFieldSortOrder(tx, id, index);
    // As text, not lists: the history shows two lists as added/removed, and a reorder has neither.
    const labels = (rows: { label: string }[]) => rows.map((row) => row.label).join(', ');
    await recordHistory(tx, actor, {
      entity: 'customFields',
      entityId: type,
      action: 'reordered',
      changes: { order: { from: labels(active), to: labels(ids.map((id) => byId.get(id)!)) } },
    });
  }
  return listCustomFieldDefinitions(tx, type);
}
