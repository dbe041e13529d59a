/** One line of a change, ready to be labelled and formatted for reading. */
export type ChangeRow =
  | { field: string; kind: 'value'; from: unknown; to: unknown }
  | { field: string; kind: 'list'; added: unknown[]; removed: unknown[]; from: unknown[]; to: unknown[] };

/** `companyName` and `company_name` name the same field; the catalog uses snake_case. */
export const fieldKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The database stores the diff as jsonb, which reorders keys; show them in the order of the forms.
const FIELD_ORDER = [
  'first_name',
  'last_name',
  'name',
  'email',
  'position',
  'phone',
  'personnel_number',
  'role',
  'permissions',
  'new_account',
  'must_change_password',
  'company_name',
  'legal_form',
  'street',
  'zip',
  'city',
  'country',
  'website',
  'managing_directors',
  'register_court',
  'register_number',
  'tax_number',
  'vat_id',
  'iban',
  'bic',
  'bank_name',
];

/** Every line only has a new value: a record was created, so "before" would be a column of dashes. */
export const isCreation = (rows: readonly ChangeRow[]) =>
  rows.length > 0 &&
  rows.every((row) => row.kind === 'value' && (row.from === null || row.from === undefined));

/**
 * Turns the stored diff into rows in the order of the forms (or `order`; unknown fields last, as
 * stored). Two lists (a role's permissions) become
 * what was added and removed — forty permissions before and after would be unreadable.
 */
export function changeRows(
  changes: Record<string, { from: unknown; to: unknown }> | null,
  order: readonly string[] = FIELD_ORDER,
): ChangeRow[] {
  if (!changes) return [];
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const rows = Object.entries(changes).map(([key, { from, to }]): ChangeRow => {
    const field = fieldKey(key);
    if (Array.isArray(from) && Array.isArray(to)) {
      return {
        field,
        kind: 'list',
        added: to.filter((item) => !from.some((old) => same(old, item))),
        removed: from.filter((item) => !to.some((next) => same(next, item))),
        from,
        to,
      };
    }
    return { field, kind: 'value', from, to };
  });
  // Array.prototype.sort is stable, so unknown fields keep their stored order.
  return rows.sort((a, b) => rank(a.field) - rank(b.field));
}
