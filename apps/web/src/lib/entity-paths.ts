import type { EntityType } from '@kontor/contracts';

/** `/standardEntity/{type}/{mode}` without an id, and with one. */
export const modesWithoutId = ['create', 'import'] as const;
export const modesWithId = ['show', 'edit'] as const;

/** A record id from the URL, or undefined for anything that is not one. */
export const parseRecordId = (raw: string | undefined) =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;

const base = (type: EntityType) => `/standardEntity/${type}`;

/** The screens of one type, for links and navigation. */
export const entityPaths = {
  list: base,
  create: (type: EntityType) => `${base(type)}/create`,
  import: (type: EntityType) => `${base(type)}/import`,
  show: (type: EntityType, id: number) => `${base(type)}/show/${id}`,
  edit: (type: EntityType, id: number) => `${base(type)}/edit/${id}`,
};
