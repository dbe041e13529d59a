import {
  decimalPattern,
  supplyKindOfArticle,
  trimDecimal,
  type SupplyKind,
  type VatExemptionReason,
  type calculateDocumentTotals,
  type DocumentLine,
  type VatCategory,
} from '@kontor/contracts';

type LineForTotals = Parameters<typeof calculateDocumentTotals>[0][number];

/**
 * A line as the editor holds it: amounts are what the user typed (German "1.234,50" or "2,5"),
 * so a half-typed number never gets rewritten under the cursor. `toApiLine` turns them into the
 * decimal strings the contract expects.
 */
export interface EditorItemLine {
  kind: 'item';
  key: string;
  article_id: number | null;
  name: string;
  description: string | null;
  quantity: string;
  unit: string;
  unit_price: string;
  discount_percent: string;
  vat_category: VatCategory;
  vat_rate: string;
  /** Category E: the §4 UStG reason. */
  vat_exemption: VatExemptionReason | null;
  /** Goods or service, from the article. */
  supply_kind: SupplyKind | null;
}
export interface EditorTextLine {
  kind: 'title' | 'text' | 'subtotal';
  key: string;
  name: string;
}
export type EditorLine = EditorItemLine | EditorTextLine;
export type LineKind = EditorLine['kind'];

export type LinesAction =
  | { type: 'add'; line: EditorLine; after?: string }
  | { type: 'update'; key: string; patch: Partial<EditorItemLine> | Partial<EditorTextLine> }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'reorder'; from: string; to: string }
  | { type: 'replace'; lines: EditorLine[] };

let counter = 0;
/** A stable client key (React key, drag id, BT-126 position). */
export function newLineKey(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `l${Date.now().toString(36)}${counter}${random}`;
}

export function emptyLine(
  kind: LineKind,
  defaults: { vatRate?: string; vatCategory?: VatCategory } = {},
): EditorLine {
  const key = newLineKey();
  if (kind !== 'item') return { kind, key, name: kind === 'subtotal' ? 'Zwischensumme' : '' };
  const rate = defaults.vatRate ?? '19';
  return {
    kind: 'item',
    key,
    article_id: null,
    name: '',
    description: null,
    quantity: '1',
    unit: 'C62',
    unit_price: '',
    discount_percent: '',
    vat_category: defaults.vatCategory ?? (Number(rate) === 0 ? 'Z' : 'S'),
    vat_rate: rate,
    vat_exemption: null,
    supply_kind: null,
  };
}

const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** The line table's changes: add, edit, remove, move by keyboard and by drag. */
export function linesReducer(lines: EditorLine[], action: LinesAction): EditorLine[] {
  switch (action.type) {
    case 'add': {
      const at = action.after === undefined ? -1 : lines.findIndex((l) => l.key === action.after);
      if (at < 0) return [...lines, action.line];
      return [...lines.slice(0, at + 1), action.line, ...lines.slice(at + 1)];
    }
    case 'update':
      return lines.map((l) => (l.key === action.key ? ({ ...l, ...action.patch } as EditorLine) : l));
    case 'remove':
      return lines.filter((l) => l.key !== action.key);
    case 'move': {
      const from = lines.findIndex((l) => l.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= lines.length) return lines;
      return moveItem(lines, from, to);
    }
    case 'reorder': {
      const from = lines.findIndex((l) => l.key === action.from);
      const to = lines.findIndex((l) => l.key === action.to);
      if (from < 0 || to < 0 || from === to) return lines;
      return moveItem(lines, from, to);
    }
    case 'replace':
      return action.lines;
  }
}

/**
 * A typed German number as a decimal string: "1.234,5" → "1234.5", "2,5" → "2.5", "10" → "10".
 * Returns null for anything that is not a number (the totals skip the line, the server names the field).
 */
export function parseGermanDecimal(input: string): string | null {
  // A minus as the app prints it (U+2212) counts like the hyphen people type.
  let text = input
    .trim()
    .replace(/\s|€|%/g, '')
    .replace(/\u2212/g, '-');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  return decimalPattern.test(text) ? text : null;
}

/** A decimal string for an input: "1234.5000" → "1234,5" (no grouping, so editing stays simple). */
export const decimalToInput = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : trimDecimal(value).replace('.', ',');

/** What goes to the API. Unparseable amounts are passed on as typed, so the server names the field. */
export function toApiLine(line: EditorLine): unknown {
  if (line.kind !== 'item') return { kind: line.kind, key: line.key, name: line.name };
  const decimal = (v: string) => parseGermanDecimal(v) ?? v;
  return {
    kind: 'item',
    key: line.key,
    article_id: line.article_id,
    name: line.name,
    description: line.description || null,
    quantity: decimal(line.quantity),
    unit: line.unit,
    unit_price: decimal(line.unit_price),
    discount_percent: line.discount_percent.trim() === '' ? null : decimal(line.discount_percent),
    vat_category: line.vat_category,
    vat_rate: decimal(line.vat_rate),
    vat_exemption: line.vat_category === 'E' ? line.vat_exemption : null,
    supply_kind: line.supply_kind,
  };
}

/** A stored line into the editor's form. */
export function fromApiLine(line: DocumentLine): EditorLine {
  if (line.kind !== 'item') return { kind: line.kind, key: line.key, name: line.name };
  return {
    kind: 'item',
    key: line.key,
    article_id: line.article_id,
    name: line.name,
    description: line.description,
    quantity: decimalToInput(line.quantity),
    unit: line.unit,
    unit_price: decimalToInput(line.unit_price),
    discount_percent: decimalToInput(line.discount_percent),
    vat_category: line.vat_category,
    vat_rate: decimalToInput(line.vat_rate),
    vat_exemption: line.vat_exemption ?? null,
    supply_kind: line.supply_kind ?? null,
  };
}

/** The lines as the shared totals calculation takes them; lines with unparseable amounts are left out. */
export function linesForTotals(lines: readonly EditorLine[]): LineForTotals[] {
  return lines.flatMap((line): LineForTotals[] => {
    if (line.kind !== 'item') return [{ kind: line.kind, key: line.key }];
    const quantity = parseGermanDecimal(line.quantity);
    const unitPrice = parseGermanDecimal(line.unit_price);
    const discount = line.discount_percent.trim() === '' ? null : parseGermanDecimal(line.discount_percent);
    const rate = parseGermanDecimal(line.vat_rate);
    if (quantity === null || unitPrice === null || rate === null) return [];
    return [
      {
        kind: 'item' as const,
        key: line.key,
        quantity,
        unit_price: unitPrice,
        discount_percent: discount,
        vat_category: line.vat_category,
        vat_rate: rate,
      },
    ];
  });
}

/** An article picked in the line search becomes an item line with its name, unit, price and rate. */
export function lineFromArticle(
  article: { id: number; name: string; data: Record<string, unknown> },
  vatCategoryOf: (rate: string, supplyKind: SupplyKind | null) => { category: VatCategory; rate: string },
): EditorItemLine {
  const rawRate = typeof article.data.vat_rate === 'string' ? article.data.vat_rate : '19';
  const supplyKind = supplyKindOfArticle(article.data.kind);
  const { category, rate } = vatCategoryOf(rawRate, supplyKind);
  const price = article.data.net_price;
  const description = article.data.description;
  return {
    kind: 'item',
    key: newLineKey(),
    article_id: article.id,
    name: article.name,
    description: typeof description === 'string' && description.trim() ? description : null,
    quantity: '1',
    unit: typeof article.data.unit === 'string' ? article.data.unit : 'C62',
    unit_price: price === undefined || price === null ? '' : decimalToInput(String(price)),
    discount_percent: '',
    vat_category: category,
    vat_rate: decimalToInput(rate),
    vat_exemption: null,
    supply_kind: supplyKind,
  };
}
