import { entityRegistry, isEntityType, type EntityInput } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findProfileNames } from '../profiles/index.ts';
import { findEntitySummaries, type EntityLinks } from './entities.repository.ts';
import { fieldKey, fieldPath, idsOf, referencedIds, valueOf, type RecordField } from './entity-record.ts';
import { validationFailed } from './entity-validation.ts';

const typeLabels = (types: readonly string[]) =>
  types.map((t) => (isEntityType(t) ? entityRegistry[t].label : t)).join(' oder ');

/**
 * Ids in reference fields come from outside: each must be a record (or profile) of this tenant,
 * of a type the field allows. A newly chosen record must not be archived; an unchanged
 * reference to a record archived meanwhile stays valid.
 */
export async function checkReferences(
  tx: Tx,
  tenantId: number,
  selfId: number | null,
  input: EntityInput,
  fields: readonly RecordField[],
  before?: EntityInput,
) {
  const { entityIds, profileIds } = referencedIds(fields, [input]);
  const records = new Map((await findEntitySummaries(tx, tenantId, entityIds)).map((r) => [r.id, r]));
  const profiles = new Set((await findProfileNames(tx, tenantId, profileIds)).map((p) => p.id));
  const problems: Record<string, string> = {};
  for (const f of fields) {
    const { kind, label, referenceTypes = [] } = f.field;
    const previous = new Set(before ? idsOf(valueOf(before, f)) : []);
    for (const id of idsOf(valueOf(input, f))) {
      let problem: string | undefined;
      if (kind === 'profile' || kind === 'profiles') {
        if (!profiles.has(id)) problem = `${label}: Diesen Mitarbeiter gibt es nicht.`;
      } else if (kind === 'reference') {
        const target = records.get(id);
        if (!target) problem = `${label}: Der gewählte Datensatz existiert nicht.`;
        else if (id === selfId) problem = `${label}: Ein Datensatz kann nicht auf sich selbst verweisen.`;
        else if (!referenceTypes.includes(target.type))
          problem = `${label}: Nur ${typeLabels(referenceTypes)} können gewählt werden.`;
        else if (target.archivedAt && !previous.has(id))
          problem = `${label}: „${target.name}“ ist archiviert und kann nicht neu gewählt werden.`;
      }
      if (problem) {
        problems[fieldPath(f)] ??= problem;
      }
    }
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

const linksOfKinds = (input: EntityInput, fields: readonly RecordField[], kinds: readonly string[]) =>
  fields
    .filter((f) => kinds.includes(f.field.kind))
    .flatMap((f) => idsOf(valueOf(input, f)).map((targetId) => ({ field: fieldKey(f), targetId })));

/**
 * The link rows of a record, one per referenced record (`entity_links`) or person
 * (`entity_profile_links`) and field: the database keys of references kept in JSON.
 */
export const linksOf = (input: EntityInput, fields: readonly RecordField[]): EntityLinks => ({
  records: linksOfKinds(input, fields, ['reference']),
  profiles: linksOfKinds(input, fields, ['profile', 'profiles']),
});

/** Display names of what the records point to: `e<id>` for records, `p<id>` for profiles. */
export async function resolveRefNames(
  tx: Tx,
  tenantId: number,
  fields: readonly RecordField[],
  records: readonly Pick<EntityInput, 'data' | 'custom'>[],
): Promise<Record<string, string>> {
  const { entityIds, profileIds } = referencedIds(fields, records);
  const refs: Record<string, string> = {};
  for (const r of await findEntitySummaries(tx, tenantId, entityIds)) refs[`e${r.id}`] = r.name;
  for (const p of await findProfileNames(tx, tenantId, profileIds)) refs[`p${p.id}`] = p.name;
  return refs;
}
