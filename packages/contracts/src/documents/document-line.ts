import { z } from 'zod';
import { decimalPattern } from './money.ts';
import { supplyKinds, vatCategories, vatExemptionReasonKeys } from './vat.ts';

const decimal = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}: bitte eine Zahl angeben.` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
    .refine((v) => decimalPattern.test(v), {
      error: `${label}: bitte eine Zahl mit höchstens vier Nachkommastellen angeben.`,
    });

const key = z.string().min(1).max(64);

export const DOCUMENT_LINES_MAX = 1000;

/** A priced line: from an article (article_id) or free. */
export const ZDocumentItemLine = z.object({
  kind: z.literal('item'),
  /** Stable client-side id: React keys, drag & drop, and the line id (BT-126) position. */
  key,
  article_id: z.number().int().positive().nullable().default(null),
  name: z
    .string({ error: 'Bitte eine Bezeichnung angeben.' })
    .trim()
    .min(1, { error: 'Bitte eine Bezeichnung angeben.' })
    .max(500, { error: 'Die Bezeichnung darf höchstens 500 Zeichen lang sein.' }),
  description: z
    .string()
    .max(5000, { error: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.' })
    .nullable()
    .default(null),
  quantity: decimal('Menge').refine((v) => Number(v) !== 0, { error: 'Die Menge darf nicht 0 sein.' }),
  /** UN/ECE Rec 20 unit code, e.g. C62 Stück, HUR Stunde (the article unit options). */
  unit: z.string().regex(/^[A-Z0-9]{1,3}$/, { error: 'Bitte eine Einheit wählen.' }),
  unit_price: decimal('Einzelpreis'),
  discount_percent: decimal('Rabatt')
    .refine((v) => Number(v) >= 0 && Number(v) <= 100, {
      error: 'Der Rabatt muss zwischen 0 und 100 % liegen.',
    })
    .nullable()
    .default(null),
  vat_category: z.enum(vatCategories, { error: 'Bitte eine Steuerkategorie wählen.' }),
  vat_rate: decimal('USt.-Satz').refine((v) => Number(v) >= 0 && Number(v) < 100, {
    error: 'Der Steuersatz muss zwischen 0 und 99 % liegen.',
  }),
  /** Category E: why the line is exempt (BT-120). */
  vat_exemption: z
    .enum(vatExemptionReasonKeys, { error: 'Bitte einen Grund der Steuerbefreiung wählen.' })
    .nullish(),
  /** Goods or service, from the article (decides K or AE for EU business customers); lines stored before may lack it. */
  supply_kind: z.enum(supplyKinds).nullish(),
});

/** Section heading; the following items until the next title form a group. */
export const ZDocumentTitleLine = z.object({
  kind: z.literal('title'),
  key,
  name: z.string().trim().min(1, { error: 'Bitte einen Titel angeben.' }).max(500),
});

/** Free text between lines (no amounts). */
export const ZDocumentTextLine = z.object({
  kind: z.literal('text'),
  key,
  name: z.string().trim().min(1, { error: 'Bitte einen Text angeben.' }).max(5000),
});

/** Prints the sum of the items since the previous subtotal (or the start). */
export const ZDocumentSubtotalLine = z.object({
  kind: z.literal('subtotal'),
  key,
  name: z.string().trim().max(200).default('Zwischensumme'),
});

export const ZDocumentLine = z.discriminatedUnion('kind', [
  ZDocumentItemLine,
  ZDocumentTitleLine,
  ZDocumentTextLine,
  ZDocumentSubtotalLine,
]);
export type DocumentLine = z.infer<typeof ZDocumentLine>;
export type DocumentItemLine = z.infer<typeof ZDocumentItemLine>;
/** What a line looks like before parsing (form state): decimals may still be numbers. */
export type DocumentLineInput = z.input<typeof ZDocumentLine>;

export const ZDocumentLines = z
  .array(ZDocumentLine)
  .max(DOCUMENT_LINES_MAX, { error: `Ein Dokument darf höchstens ${DOCUMENT_LINES_MAX} Positionen haben.` })
  .refine((lines) => new Set(lines.map((l) => l.key)).size === lines.length, {
    error: 'Jede Position braucht einen eigenen Schlüssel.',
  });
