import type { XlsxCell } from './entity-export-format.ts';

/**
 * A one-sheet workbook: bold header row, frozen, with auto-filter; numbers, amounts and dates as
 * real cells with German-looking formats, so sums and sorting work in Excel at once.
 */
export async function xlsxDocument(
  sheetName: string,
  header: readonly string[],
  rows: readonly XlsxCell[][],
) {
  // exceljs is ~170 modules: loaded on the first export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kontor';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  const widths = header.map((h) => h.length);
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((c) => c.value));
    cells.forEach((cell, index) => {
      if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
      const shown = cell.value instanceof Date ? 10 : String(cell.value ?? '').length;
      widths[index] = Math.max(widths[index]!, shown);
    });
  }
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(Math.max(width + 2, 8), 60);
  });
  if (header.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + rows.length, column: header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
