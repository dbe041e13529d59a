// CSV as German Excel opens it without an import dialog: UTF-8 with BOM, `;` between cells,
// CRLF line ends, RFC 4180 quoting.

const BOM = '\uFEFF';

/** A cell quoted when it holds `;`, `"`, a line break or edge spaces; inner quotes doubled. */
export function csvCell(text: string): string {
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text that a spreadsheet would run as a formula (`=`, `@`, `+`/`-` followed by more than a
 * phone number or amount) gets a leading apostrophe (CSV injection, OWASP).
 */
export function neutralizeFormula(text: string): string {
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][0-9 ()/.,-]*$/.test(text))) return `'${text}`;
  return text;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`;

export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  BOM + csvLine(header) + rows.map(csvLine).join('');
