import type { DocumentPdfRow } from './document-pdf-view.ts';
import type { LetterBlock } from './letter-pdf-view.ts';
import { colors, page, sizes } from './layout.ts';
import type { PageFlow } from './page-flow.ts';
import { lineHeight, type PdfCanvas, type TextStyle } from './pdf-canvas.ts';

type ItemRow = Extract<DocumentPdfRow, { kind: 'item' }>;
type LineTableBlock = Extract<LetterBlock, { kind: 'lineTable' }>;
/** One line of a row taller than a page, so it can fill the page it starts on (internal). */
interface LineRow {
  kind: 'line';
  text: string;
  style: 'cell' | 'title' | 'detail';
  /** Cell padding above the first and below the last line of the split row. */
  padTop: boolean;
  padBottom: boolean;
  carry?: string;
}
type TableRow = DocumentPdfRow | LineRow;
interface Piece {
  row: TableRow;
  /** The thin rule below a position, drawn after its last piece. */
  rule: boolean;
}
type CellKey = 'pos' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'discount' | 'vat' | 'total';

interface Column {
  key: CellKey;
  header: string;
  /** Left edge and width in mm. */
  x: number;
  width: number;
  align: 'left' | 'right';
}

const gap = 1.5;
const padding = 1.6;
const headerHeight = 6.5;
const carryHeight = 6.5;
const cellStyle: TextStyle = { size: sizes.table };
const detailStyle: TextStyle = { size: sizes.detail, color: colors.muted };
const titleStyle: TextStyle = { font: 'bold', size: sizes.table };
const lineStyles: Record<LineRow['style'], TextStyle> = {
  cell: cellStyle,
  title: titleStyle,
  detail: detailStyle,
};
const step = lineHeight(sizes.table);
const detailStep = lineHeight(sizes.detail);

/** Fixed column widths (mm); the description takes the rest. */
function tableColumns(view: LineTableBlock): Column[] {
  const hasDiscount = view.rows.some((row) => row.kind === 'item' && row.discount);
  const spec: [CellKey, string, number, 'left' | 'right'][] = view.showPrices
    ? [
        ['pos', 'Pos.', 9, 'left'],
        ['description', 'Beschreibung', 0, 'left'],
        ['quantity', 'Menge', 15, 'right'],
        ['unit', 'Einheit', 14, 'left'],
        ['unitPrice', 'Einzelpreis', 21, 'right'],
        ...(hasDiscount ? [['discount', 'Rabatt', 12, 'right'] as [CellKey, string, number, 'right']] : []),
        ['vat', 'USt.', 10, 'right'],
        ['total', 'Gesamt', 23, 'right'],
      ]
    : [
        ['pos', 'Pos.', 9, 'left'],
        ['description', 'Beschreibung', 0, 'left'],
        ['quantity', 'Menge', 20, 'right'],
        ['unit', 'Einheit', 20, 'left'],
      ];
  const fixed = spec.reduce((sum, [, , width]) => sum + width, 0) + gap * (spec.length - 1);
  const total = page.width - page.left - page.right;
  let x = page.left;
  return spec.map(([key, header, width, align]) => {
    const column = { key, header, x, width: width || total - fixed, align };
    x += column.width + gap;
    return column;
  });
}

/**
 * The positions table. A row is never split; when the next row does not fit, the page ends with
 * "Übertrag" (the running net sum), and the next page repeats the header and the Übertrag.
 * Only a row taller than a whole page (a very long free text) continues line by line.
 */
export function drawLineTable(flow: PageFlow, view: LineTableBlock): void {
  const columns = tableColumns(view);
  const byKey = (key: CellKey) => columns.find((column) => column.key === key);
  const description = byKey('description')!;
  const fullWidth = page.width - page.right - description.x;
  const table = { columns, byKey, description, fullWidth };
  const reserve = view.showPrices ? 2 * carryHeight : 0;
  const pageCapacity = page.contentBottom - page.followTop - headerHeight - reserve;
  const pieces = view.rows.flatMap((row) => piecesOf(flow.canvas, table, row, pageCapacity));

  const first = pieces[0];
  flow.ensure(headerHeight + (first ? measureRow(flow.canvas, table, first.row) : 0) + reserve);
  drawHeader(flow, columns);

  let carry: string | undefined;
  pieces.forEach(({ row, rule }, index) => {
    const height = measureRow(flow.canvas, table, row);
    // A group title stays with the first row under it.
    const next = row.kind === 'title' ? pieces[index + 1] : undefined;
    const keepWith = next ? measureRow(flow.canvas, table, next.row) : 0;
    if (height + keepWith + (view.showPrices ? carryHeight : 0) > flow.remaining) {
      if (view.showPrices && carry) drawCarry(flow, table, carry, 'bottom');
      flow.newPage();
      drawHeader(flow, columns);
      if (view.showPrices && carry) drawCarry(flow, table, carry, 'top');
    }
    drawRow(flow, table, row, height);
    if (rule) flow.canvas.line(page.left, flow.y, page.width - page.right, flow.y, 0.25);
    carry = row.carry ?? carry;
  });
  flow.canvas.line(page.left, flow.y, page.width - page.right, flow.y, 0.6);
}

/** A row as drawn: whole, or (when taller than `capacity` mm) as its lines, one piece each. */
function piecesOf(canvas: PdfCanvas, table: Table, row: DocumentPdfRow, capacity: number): Piece[] {
  if (row.kind === 'subtotal' || measureRow(canvas, table, row) <= capacity) {
    return [{ row, rule: row.kind === 'item' }];
  }
  const line = (text: string, style: LineRow['style']): Piece => ({
    row: { kind: 'line', text, style, padTop: false, padBottom: false, carry: row.carry },
    rule: false,
  });
  let pieces: Piece[];
  if (row.kind === 'item') {
    const [head = '', ...rest] = canvas.wrap(row.description, table.description.width, cellStyle);
    const details = row.detail ? canvas.wrap(row.detail, table.description.width, detailStyle) : [];
    pieces = [
      { row: { ...row, description: head, detail: null }, rule: false },
      ...rest.map((text) => line(text, 'cell')),
      ...details.map((text) => line(text, 'detail')),
    ];
    if (pieces.length === 1) return pieces;
  } else {
    const style = row.kind === 'title' ? 'title' : 'cell';
    pieces = canvas.wrap(row.text, table.fullWidth, lineStyles[style]).map((text) => line(text, style));
    (pieces[0]!.row as LineRow).padTop = true;
  }
  const last = pieces.at(-1)!;
  if (last.row.kind === 'line') last.row.padBottom = true;
  last.rule = row.kind === 'item';
  return pieces;
}

interface Table {
  columns: Column[];
  byKey: (key: CellKey) => Column | undefined;
  description: Column;
  fullWidth: number;
}

function drawHeader(flow: PageFlow, columns: Column[]): void {
  const { canvas } = flow;
  canvas.rect(page.left, flow.y, page.width - page.left - page.right, headerHeight, colors.headerFill);
  const baseline = flow.y + headerHeight - 2.1;
  for (const column of columns) {
    const x = column.align === 'right' ? column.x + column.width : column.x;
    canvas.text(column.header, x, baseline, { font: 'bold', size: sizes.detail, align: column.align });
  }
  flow.y += headerHeight;
}

function drawCarry(flow: PageFlow, table: Table, carry: string, where: 'top' | 'bottom'): void {
  const { canvas } = flow;
  const total = table.byKey('total')!;
  if (where === 'bottom') canvas.line(page.left, flow.y, page.width - page.right, flow.y, 0.6);
  const baseline = flow.y + carryHeight - 2.2;
  const style: TextStyle = {
    font: 'bold',
    size: sizes.table,
    color: where === 'top' ? colors.muted : colors.text,
  };
  canvas.text('Übertrag', total.x - gap, baseline, { ...style, align: 'right' });
  fitText(canvas, carry, total, baseline, style);
  flow.y += carryHeight;
}

function measureRow(canvas: PdfCanvas, table: Table, row: TableRow): number {
  switch (row.kind) {
    case 'line':
      return (
        (row.style === 'detail' ? detailStep : step) +
        (row.padTop ? padding : 0) +
        (row.padBottom ? padding : 0)
      );
    case 'item': {
      const lines = canvas.wrap(row.description, table.description.width, cellStyle).length;
      const details = row.detail ? canvas.wrap(row.detail, table.description.width, detailStyle).length : 0;
      return 2 * padding + lines * step + details * detailStep;
    }
    case 'title':
      return 2 * padding + 1.5 + canvas.wrap(row.text, table.fullWidth, titleStyle).length * step;
    case 'subtotal':
      return 2 * padding + step;
    case 'text':
      return 2 * padding + canvas.wrap(row.text, table.fullWidth, cellStyle).length * step;
  }
}

function drawRow(flow: PageFlow, table: Table, row: TableRow, height: number): void {
  const { canvas } = flow;
  const firstBaseline = flow.y + padding + step - 1.2;
  switch (row.kind) {
    case 'item':
      drawItem(canvas, table, row, firstBaseline);
      break;
    case 'title':
      canvas.wrap(row.text, table.fullWidth, titleStyle).forEach((line, i) =>
        canvas.text(line, table.description.x, firstBaseline + 1.5 + i * step, {
          font: 'bold',
          size: sizes.table,
        }),
      );
      break;
    case 'subtotal': {
      const total = table.byKey('total') ?? table.columns.at(-1)!;
      canvas.line(total.x, flow.y + 0.5, total.x + total.width, flow.y + 0.5, 0.4);
      const style: TextStyle = { font: 'bold', size: sizes.table };
      canvas.text(row.label, total.x - gap, firstBaseline, { ...style, align: 'right' });
      fitText(canvas, row.amount, total, firstBaseline, style);
      break;
    }
    case 'text':
      canvas
        .wrap(row.text, table.fullWidth, cellStyle)
        .forEach((line, i) => canvas.text(line, table.description.x, firstBaseline + i * step, cellStyle));
      break;
    case 'line': {
      const baseline =
        flow.y + (row.padTop ? padding : 0) + (row.style === 'detail' ? detailStep - 1 : step - 1.2);
      canvas.text(row.text, table.description.x, baseline, lineStyles[row.style]);
      break;
    }
  }
  flow.y += height;
}

function drawItem(canvas: PdfCanvas, table: Table, row: ItemRow, baseline: number): void {
  const cells: Partial<Record<CellKey, string>> = {
    pos: row.pos,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unitPrice,
    discount: row.discount ?? '',
    vat: row.vat,
    total: row.total,
  };
  for (const column of table.columns) {
    const value = cells[column.key];
    if (value) fitText(canvas, value, column, baseline, cellStyle);
  }
  const lines = canvas.wrap(row.description, table.description.width, cellStyle);
  lines.forEach((line, i) => canvas.text(line, table.description.x, baseline + i * step, cellStyle));
  if (!row.detail) return;
  const detailTop = baseline + (lines.length - 1) * step + detailStep;
  canvas
    .wrap(row.detail, table.description.width, detailStyle)
    .forEach((line, i) => canvas.text(line, table.description.x, detailTop + i * detailStep, detailStyle));
}

/** One-line cell; shrinks the font when a value is wider than its column rather than overflow. */
function fitText(canvas: PdfCanvas, value: string, column: Column, baseline: number, style: TextStyle): void {
  const width = canvas.width(value, style);
  const size = width > column.width ? (style.size * column.width) / width : style.size;
  const x = column.align === 'right' ? column.x + column.width : column.x;
  canvas.text(value, x, baseline, { ...style, size, align: column.align });
}
