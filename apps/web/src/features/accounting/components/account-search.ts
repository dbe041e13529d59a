import type { AccountBalance } from '@kontor/contracts';

/** Accounts whose number starts with the term or whose name contains it (case-insensitive). */
export function filterAccounts(items: readonly AccountBalance[], term: string) {
  const needle = term.trim().toLocaleLowerCase('de');
  if (!needle) return items;
  return items.filter(
    (item) => item.number.startsWith(needle) || item.name.toLocaleLowerCase('de').includes(needle),
  );
}
