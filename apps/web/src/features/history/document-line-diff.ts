import {
  formatDecimalDe,
  formatQuantityDe,
  unitOptions,
  vatCategoryDefinitions,
  vatExemptionReasons,
  type VatCategory,
} from '@kontor/contracts';

type Line = Record<string, unknown>;

const asLines = (value: unknown): Line[] =>
  Array.isArray(value) ? value.filter((l): l is Line => typeof l === 'object' && l !== null) : [];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const unitLabel = (code: unknown) => unitOptions.find((o) => o.value === code)?.label ?? text(code);
const euro = (value: unknown) => (text(value) ? `${formatDecimalDe(text(value), 2, 4)} €` : '—');
const percent = (value: unknown) => (text(value) ? `${formatDecimalDe(text(value), 0, 2)} %` : '—');

const KIND_NAMES: Record<string, string> = {
  title: 'Titel',
  text: 'Text',
  subtotal: 'Zwischensumme',
};

/** One line as a person reads it: "3,5 × Monteurstunde à 65,00 €", a title as "Titel „Bad“". */
export function describeLine(line: unknown): string | null {
  if (typeof line !== 'object' || line === null) return null;
  const l = line as Line;
  const name = text(l.name) || '—';
  if (l.kind !== 'item') return `${KIND_NAMES[text(l.kind)] ?? 'Zeile'} „${name}“`;
  const quantity = text(l.quantity) ? `${formatQuantityDe(text(l.quantity))} × ` : '';
  const price = text(l.unit_price) ? ` à ${euro(l.unit_price)}` : '';
  return `${quantity}${name}${price}`;
}

/** The fields of a line a change is told about, with their German names and formats. */
const LINE_FIELDS: readonly { key: string; label: string; format: (v: unknown) => string }[] = [
  { key: 'name', label: 'Bezeichnung', format: (v) => text(v) || '—' },
  { key: 'quantity', label: 'Menge', format: (v) => (text(v) ? formatQuantityDe(text(v)) : '—') },
  { key: 'unit', label: 'Einheit', format: (v) => unitLabel(v) || '—' },
  { key: 'unit_price', label: 'Einzelpreis', format: euro },
  { key: 'discount_percent', label: 'Rabatt', format: percent },
  { key: 'vat_rate', label: 'USt.-Satz', format: percent },
  {
    key: 'vat_category',
    label: 'Steuerkategorie',
    format: (v) => vatCategoryDefinitions[v as VatCategory]?.label ?? (text(v) || '—'),
  },
  {
    key: 'vat_exemption',
    label: 'Steuerbefreiung',
    format: (v) => vatExemptionReasons[v as keyof typeof vatExemptionReasons]?.label ?? (text(v) || '—'),
  },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed in one line that stayed: "Menge 1 → 3,5 bei Monteurstunde". */
function lineChanges(before: Line, after: Line): string[] {
  const name = text(after.name) || text(before.name) || '—';
  const sentences = LINE_FIELDS.filter((f) => !same(before[f.key], after[f.key])).map((f) =>
    f.key === 'name'
      ? `Bezeichnung „${f.format(before.name)}“ → „${f.format(after.name)}“`
      : `${f.label} ${f.format(before[f.key])} → ${f.format(after[f.key])} bei ${name}`,
  );
  if (!same(before.description, after.description)) sentences.push(`Beschreibung geändert bei ${name}`);
  return sentences;
}

/**
 * The change of a document's lines as sentences, matched by the lines' stable keys: added,
 * removed, each changed field of a kept line, and a new order.
 */
export function describeLineDiff(from: unknown, to: unknown): string[] {
  const before = asLines(from);
  const after = asLines(to);
  const keyOf = (l: Line, index: number) => (typeof l.key === 'string' ? l.key : `#${index}`);
  const beforeByKey = new Map(before.map((l, i) => [keyOf(l, i), l]));
  const afterKeys = new Set(after.map(keyOf));
  const sentences: string[] = [];
  for (const [key, line] of beforeByKey)
    if (!afterKeys.has(key)) sentences.push(`Position entfernt: ${describeLine(line)}`);
  after.forEach((line, index) => {
    const old = beforeByKey.get(keyOf(line, index));
    if (!old) sentences.push(`Position hinzugefügt: ${describeLine(line)}`);
    else sentences.push(...lineChanges(old, line));
  });
  const keptBefore = before.map(keyOf).filter((k) => afterKeys.has(k));
  const keptAfter = after.map(keyOf).filter((k) => beforeByKey.has(k));
  if (!same(keptBefore, keptAfter)) sentences.push('Reihenfolge der Positionen geändert');
  return sentences;
}
