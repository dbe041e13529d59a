import { documentTypeDefinitions, entityRegistry, isEntityType, type DocumentType } from '@kontor/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { documents, entities, profiles, type FieldChanges } from '../../db/schema/index.ts';

// History stores references as ids (the audit keeps what was chosen); the reader sees names. These
// are the change fields that hold ids outside master data, by what they point to.
const RECORD_FIELDS = new Set(['customer_id', 'contact_id', 'project_id', 'recipient_id', 'vendor_id']);
const PROFILE_FIELDS = new Set(['assignee_id', 'profile_id']);
const DOCUMENT_FIELDS = new Set(['document_id', 'deducted_advance_ids']);

type RefKind = 'e' | 'p' | 'd';

/** What the ids of `field` in a history item of `entity` point to, if anything. */
function refKindOf(entity: string, field: string): RefKind | null {
  if (isEntityType(entity)) {
    const known = entityRegistry[entity].fields.find((f) => f.key === field);
    if (known?.kind === 'reference') return 'e';
    if (known?.kind === 'profile' || known?.kind === 'profiles') return 'p';
    return null;
  }
  if (RECORD_FIELDS.has(field)) return 'e';
  if (PROFILE_FIELDS.has(field)) return 'p';
  if (DOCUMENT_FIELDS.has(field)) return 'd';
  return null;
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

export interface RefItem {
  entity: string;
  entityId: string | null;
  changes: FieldChanges | null;
}

/**
 * The ids each item's changes point to, as `e<id>` (records), `p<id>` (people), `d<id>`
 * (documents); a document's own item also names the document ("Rechnung RE-2026-0046", not its id).
 */
export function referencedKeys(item: RefItem): string[] {
  const keys = new Set<string>();
  if (item.entity === 'document' && item.entityId && /^\d+$/.test(item.entityId))
    keys.add(`d${item.entityId}`);
  for (const [field, change] of Object.entries(item.changes ?? {})) {
    const kind = refKindOf(item.entity, field);
    if (!kind) continue;
    for (const id of [...idsIn(change.from), ...idsIn(change.to)]) keys.add(`${kind}${id}`);
  }
  return [...keys];
}

const idsOfKind = (keys: readonly string[], kind: RefKind) =>
  keys.filter((k) => k.startsWith(kind)).map((k) => Number(k.slice(1)));

const documentName = (type: string, number: string | null) => {
  const label = type in documentTypeDefinitions ? documentTypeDefinitions[type as DocumentType].label : type;
  return number ? `${label} ${number}` : `${label} (Entwurf)`;
};

/**
 * Names of the referenced records, people and documents, keyed like `referencedKeys`. RLS limits
 * the lookups to the transaction's tenant; ids that are gone stay unnamed.
 */
export async function resolveHistoryRefs(tx: Tx, keys: readonly string[]): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  const recordIds = idsOfKind(keys, 'e');
  const profileIds = idsOfKind(keys, 'p');
  const documentIds = idsOfKind(keys, 'd');
  if (recordIds.length > 0) {
    const rows = await tx
      .select({ id: entities.id, name: entities.name })
      .from(entities)
      .where(inArray(entities.id, recordIds));
    for (const r of rows) refs[`e${r.id}`] = r.name;
  }
  if (profileIds.length > 0) {
    const rows = await tx
      .select({
        id: profiles.id,
        name: sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`,
      })
      .from(profiles)
      .where(inArray(profiles.id, profileIds));
    for (const r of rows) refs[`p${r.id}`] = r.name;
  }
  if (documentIds.length > 0) {
    const rows = await tx
      .select({ id: documents.id, type: documents.type, number: documents.number })
      .from(documents)
      .where(inArray(documents.id, documentIds));
    for (const r of rows) refs[`d${r.id}`] = documentName(r.type, r.number);
  }
  return refs;
}
