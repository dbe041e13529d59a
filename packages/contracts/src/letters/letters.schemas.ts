import { z } from 'zod';
import { isValidIsoDate } from '../entities/field-value-schema.ts';

export const letterRecipientTypes = ['customers', 'vendors', 'contacts'] as const;
export type LetterRecipientType = (typeof letterRecipientTypes)[number];

export const letterStatuses = ['draft', 'finalized'] as const;
export type LetterStatus = (typeof letterStatuses)[number];

export const letterStatusLabels: Record<LetterStatus, string> = {
  draft: 'Entwurf',
  finalized: 'Festgeschrieben',
};

export const letterRecipientTypeLabels: Record<LetterRecipientType, string> = {
  customers: 'Kunde',
  vendors: 'Lieferant',
  contacts: 'Ansprechpartner',
};

/** Business letters are kept six years (§ 257 Abs. 1 Nr. 2, 3 und Abs. 4 HGB). */
export const LETTER_RETENTION_YEARS = 6;

const isoDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben.` })
    .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum.` });

const shortText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}: höchstens ${max} Zeichen.` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** What the letter form sends (create and update). */
export const ZLetterInput = z.object({
  recipient_type: z.enum(letterRecipientTypes, { error: 'Bitte wählen Sie, an wen der Brief geht.' }),
  recipient_id: z
    .number({ error: 'Bitte einen Empfänger wählen.' })
    .int({ error: 'Bitte einen Empfänger wählen.' })
    .positive({ error: 'Bitte einen Empfänger wählen.' }),
  /** The address window for this letter; empty or left out: taken over from the record. */
  address_lines: z
    .array(z.string().trim().max(80, { error: 'Anschrift: höchstens 80 Zeichen je Zeile.' }))
    .max(6, { error: 'Anschrift: höchstens 6 Zeilen (DIN 5008).' })
    .nullable()
    .optional(),
  subject: z
    .string({ error: 'Bitte einen Betreff angeben.' })
    .trim()
    .min(1, { error: 'Bitte einen Betreff angeben.' })
    .max(200, { error: 'Betreff: höchstens 200 Zeichen.' }),
  letter_date: isoDate('Datum'),
  body: z
    .string({ error: 'Bitte einen Brieftext angeben.' })
    .trim()
    .min(1, { error: 'Bitte einen Brieftext angeben.' })
    .max(20_000, { error: 'Brieftext: höchstens 20.000 Zeichen.' }),
  your_reference: shortText('Ihr Zeichen'),
  your_message_date: isoDate('Ihre Nachricht vom').nullable().optional(),
  our_reference: shortText('Unser Zeichen'),
  contact_person: shortText('Ansprechpartner'),
});
export type LetterInput = z.input<typeof ZLetterInput>;

export const ZLetterUpdate = ZLetterInput.extend({ version: z.number().int().positive() });
export type LetterUpdateInput = z.input<typeof ZLetterUpdate>;

export const ZLetter = z.object({
  id: z.number().int(),
  status: z.enum(letterStatuses),
  recipient_type: z.enum(letterRecipientTypes),
  recipient_id: z.number().int(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  address_lines: z.array(z.string()),
  subject: z.string(),
  letter_date: z.string(),
  body: z.string(),
  /** The text as printed (placeholders filled in); frozen when finalized. */
  rendered_body: z.string().nullable(),
  your_reference: z.string().nullable(),
  your_message_date: z.string().nullable(),
  our_reference: z.string().nullable(),
  contact_person: z.string().nullable(),
  series_id: z.number().int().nullable(),
  finalized_at: z.string().nullable(),
  file_id: z.number().int().nullable(),
  pdf_sha256: z.string().nullable(),
  retention_until: z.string().nullable(),
  printed_at: z.string().nullable(),
  emailed_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Letter = z.infer<typeof ZLetter>;

export const ZLetterListQuery = z.object({
  status: z.enum(letterStatuses).optional(),
  q: z.string().trim().max(200, { error: 'Der Suchbegriff ist zu lang.' }).optional(),
});
export type LetterListQuery = z.input<typeof ZLetterListQuery>;

export const ZLetterList = z.object({ items: z.array(ZLetter) });
export type LetterList = z.infer<typeof ZLetterList>;

export const ZLetterVersion = z.object({ version: z.number().int().positive() });

export const ZLetterSend = z.object({
  to: z
    .array(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' }))
    .max(20)
    .optional(),
  subject: z.string().trim().min(1).max(300).optional(),
  body: z.string().max(20_000).optional(),
  account_id: z.number().int().positive().nullable().optional(),
});
export type LetterSendInput = z.input<typeof ZLetterSend>;

/** A serial letter: the same text to every customer the list's search and filter find. */
export const ZLetterSeriesInput = ZLetterInput.omit({
  recipient_type: true,
  recipient_id: true,
  address_lines: true,
}).extend({
  /** The customer list's search text and filter (as in `/standardEntity/customers`). */
  customer_q: z.string().trim().max(200).optional(),
  customer_filter: z.string().max(2000).optional(),
});
export type LetterSeriesInput = z.input<typeof ZLetterSeriesInput>;

export const ZLetterSeries = z.object({
  id: z.number().int(),
  subject: z.string(),
  letter_date: z.string(),
  letter_count: z.number().int(),
  /** Pages of the combined PDF for printing. */
  page_count: z.number().int(),
  pdf_sha256: z.string(),
  retention_until: z.string(),
  letter_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type LetterSeries = z.infer<typeof ZLetterSeries>;
