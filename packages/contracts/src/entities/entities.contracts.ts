import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { entityRegistry, entityTypes, type EntityType } from './entity-registry.ts';

export const ZEntityRecord = z.object({
  id: z.number().int(),
  type: z.enum(entityTypes),
  number: z.string().nullable(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
  custom: z.record(z.string(), z.unknown()),
  archived_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EntityRecord = z.infer<typeof ZEntityRecord>;

/**
 * List filters, sent JSON-encoded in `filter`: a key is a field key (`city`) or a custom field
 * (`custom.farbe`); the value is one value (equals), a list (any of) or a range `{from, to}`
 * (numbers, amounts, dates; both ends inclusive, either may be left out).
 */
export const ZEntityFilterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
  z.object({
    from: z.union([z.string(), z.number()]).optional(),
    to: z.union([z.string(), z.number()]).optional(),
  }),
]);
export const ZEntityFilter = z.record(z.string(), ZEntityFilterValue);
export type EntityFilter = z.infer<typeof ZEntityFilter>;

const filterParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return {};
    try {
      return ZEntityFilter.parse(JSON.parse(raw));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Ungültiger Filter.' });
      return z.NEVER;
    }
  });

export const ZEntityListQuery = z.object({
  /** Full-text search over number, name and searchable fields (substring, case-insensitive). */
  q: z.string().trim().max(200, { error: 'Der Suchbegriff ist zu lang.' }).optional(),
  /**
   * Field key, `number`, `name`, `updated_at`, `created_at` or `custom.<key>`; a leading `-` sorts
   * descending. Reference fields sort by the referenced record's name; ties always by id.
   */
  sort: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Offset paging (page n = offset (n-1)·limit) … */
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** … or keyset paging with the `next_cursor` of the previous page (faster deep in long lists). */
  cursor: z.string().max(500).optional(),
  archived: z.enum(['active', 'archived', 'all']).default('active'),
  filter: filterParam,
});
export type EntityListQuery = z.input<typeof ZEntityListQuery>;

export const ZEntityList = z.object({
  items: z.array(ZEntityRecord),
  /**
   * How many records match. Counted for offset pages only: a cursor page continues a list whose
   * total its first page already gave (null), so deep paging never recounts the whole list.
   */
  total: z.number().int().nullable(),
  next_cursor: z.string().nullable(),
  /** Names of referenced records for display: `e<id>` for entities, `p<id>` for profiles. */
  refs: z.record(z.string(), z.string()),
});
export type EntityList = z.infer<typeof ZEntityList>;

export const ZEntityDetail = ZEntityRecord.extend({
  refs: z.record(z.string(), z.string()),
  /** How many other records point here; such a record can only be archived, not deleted. */
  referenced_by: z.number().int(),
});
export type EntityDetail = z.infer<typeof ZEntityDetail>;

/**
 * Loose on purpose: the service validates with `entityInputSchema(type, tenant's custom fields)`.
 * Create: left-out fields start with the registry defaults; an empty number of a numbered type is
 * allocated. Update: left-out keys of `data`/`custom` keep their stored value, `null` empties a
 * field, a left-out or empty number keeps the record's number.
 */
export const ZEntityWrite = z.object({
  number: z.string().nullable().optional(),
  data: z.record(z.string(), z.unknown()),
  custom: z.record(z.string(), z.unknown()).optional(),
});
export const ZEntityUpdate = ZEntityWrite.extend({ version: z.number().int().positive() });
export type EntityWrite = z.infer<typeof ZEntityWrite>;
export type EntityUpdate = z.infer<typeof ZEntityUpdate>;

const ZEntityId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige ID.' })
    .int({ error: 'Ungültige ID.' })
    .positive({ error: 'Ungültige ID.' }),
});

export const ZEntityExportQuery = ZEntityListQuery.omit({ limit: true, offset: true, cursor: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  /** Comma-separated column keys in order (as in the list's column choice); default: the list columns. */
  columns: z.string().max(2000).optional(),
});

/** The endpoints of one registry type, with that type's permissions. */
export const entityContracts = (type: EntityType) => {
  const { label, singular, permissions } = entityRegistry[type];
  const base = `/api/entities/${type}`;
  return {
    list: defineContract({
      method: 'GET',
      path: base,
      access: permissions.read,
      summary: `${label}: Liste mit Suche, Filtern und Seiten.`,
      query: ZEntityListQuery,
      response: ZEntityList,
    }),
    get: defineContract({
      method: 'GET',
      path: `${base}/:id`,
      access: permissions.read,
      summary: `${singular}: ein Datensatz.`,
      params: ZEntityId,
      response: ZEntityDetail,
    }),
    create: defineContract({
      method: 'POST',
      path: base,
      access: permissions.write,
      summary: `${singular} anlegen.`,
      body: ZEntityWrite,
      response: ZEntityDetail,
      status: 201,
    }),
    update: defineContract({
      method: 'PUT',
      path: `${base}/:id`,
      access: permissions.write,
      summary: `${singular} ändern (409 bei veralteter Version).`,
      params: ZEntityId,
      body: ZEntityUpdate,
      response: ZEntityDetail,
    }),
    archive: defineContract({
      method: 'POST',
      path: `${base}/:id/archive`,
      access: permissions.write,
      summary: `${singular} archivieren.`,
      params: ZEntityId,
      response: ZEntityDetail,
    }),
    restore: defineContract({
      method: 'POST',
      path: `${base}/:id/restore`,
      access: permissions.write,
      summary: `${singular} aus dem Archiv holen.`,
      params: ZEntityId,
      response: ZEntityDetail,
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `${base}/:id`,
      access: permissions.write,
      summary: `${singular} löschen (nur wenn nichts darauf verweist).`,
      params: ZEntityId,
      response: z.object({ ok: z.literal(true) }),
    }),
    export: defineContract({
      method: 'GET',
      path: `${base}/export`,
      access: permissions.read,
      summary: `${label} als CSV oder XLSX (mit den Filtern der Liste).`,
      query: ZEntityExportQuery,
      response: z.unknown(),
    }),
  };
};
