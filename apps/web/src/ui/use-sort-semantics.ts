import { useEffect, useState } from 'react';

/**
 * mantine-datatable makes sortable headers buttons and marks their icons with fixed English labels
 * ("Not sorted", "Sorted ascending"), which screen readers read in every German column name. Here
 * the icons are hidden and the sorted header's button says it in the interface language.
 * Returns the callback ref for the table.
 */
export function useSortSemantics(describe: (label: string) => string) {
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  useEffect(() => {
    if (!table) return;
    for (const icon of table.querySelectorAll('thead [role="img"][aria-label]')) {
      icon.removeAttribute('role');
      icon.removeAttribute('aria-label');
      icon.setAttribute('aria-hidden', 'true');
    }
    for (const th of table.querySelectorAll('thead th')) {
      const sorted = th.querySelector('.mantine-datatable-header-cell-sortable-icon') !== null;
      const label = th.querySelector('.mantine-datatable-header-cell-sortable-text')?.textContent ?? '';
      if (sorted && label) th.setAttribute('aria-label', describe(label));
      else th.removeAttribute('aria-label');
    }
  });
  return setTable;
}
