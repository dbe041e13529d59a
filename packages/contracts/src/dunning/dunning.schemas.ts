import { z } from 'zod';
import { documentTypes } from '../documents/document-types.ts';
import { decimalPattern } from '../documents/money.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { optionalText } from '../text-fields.ts';
import { dunningLevels } from './dunning-levels.ts';

const money = z.string().regex(decimalPattern);
const isoDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben.` })
    .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum.` });

/** What the dialog sends to create a notice for one invoice. */
export const ZDunningNoticeCreate = z.object({
  level: z
    .number({ error: 'Bitte eine Mahnstufe wählen.' })
    .int({ error: 'Bitte eine Mahnstufe wählen.' })
    .min(1, { error: 'Bitte eine Mahnstufe wählen.' })
    .max(dunningLevels.length, { error: 'Nach der 2. Mahnung gibt es keine weitere Mahnstufe.' }),
  notice_date: isoDate('Das Mahndatum'),
  payment_days: z
    .number({ error: 'Die Zahlungsfrist: bitte eine ganze Zahl von Tagen angeben.' })
    .int({ error: 'Die Zahlungsfrist: bitte eine ganze Zahl von Tagen angeben.' })
    .min(1, { error: 'Die Zahlungsfrist muss mindestens einen Tag betragen.' })
    .max(90, { error: 'Die Zahlungsfrist darf höchstens 90 Tage betragen.' }),
  /** Mahngebühr. */
  fee: z
    .string()
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => decimalPattern.test(v) && Number(v) >= 0, {
      error: 'Die Mahngebühr: bitte einen Betrag ab 0 angeben.',
    })
    .default('0.00'),
  /** § 288 Abs. 5 BGB flat fee of 40 €; only for business customers. */
  flat_fee: z.boolean().default(false),
  /** Verzugszinsen nach § 288 BGB up to the notice date. */
  charge_interest: z.boolean().default(false),
  text: optionalText(5_000, 'Der Mahntext'),
});
export type DunningNoticeCreate = z.input<typeof ZDunningNoticeCreate>;

/** A created notice: its figures are frozen (the database refuses any change but the sent time). */
export const ZDunningNotice = z.object({
  id: z.number().int(),
  document_id: z.number().int(),
  level: z.number().int(),
  notice_date: z.string(),
  /** New payment deadline stated in the letter. */
  due_date: z.string(),
  open_amount: money,
  /** Mahngebühr plus the flat fee, when charged. */
  fee: money,
  interest_rate: z.string(),
  interest_days: z.number().int(),
  interest_amount: money,
  total_claim: money,
  text: z.string().nullable(),
  sha256: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type DunningNotice = z.infer<typeof ZDunningNotice>;

/** An overdue invoice in the dunning overview. */
export const ZOverdueInvoice = z.object({
  document_id: z.number().int(),
  type: z.enum(documentTypes),
  number: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  customer_kind: z.enum(['company', 'person']),
  document_date: z.string(),
  due_date: z.string(),
  gross: money,
  paid: money,
  open: money,
  days_overdue: z.number().int(),
  level: z.number().int(),
  next_level: z.number().int().nullable(),
  last_notice_id: z.number().int().nullable(),
  last_notice_date: z.string().nullable(),
  /** Deadline of the last notice; the next level is due once it has passed. */
  last_notice_due_date: z.string().nullable(),
  interest_rate: z.string(),
  interest_amount: money,
});
export type OverdueInvoice = z.infer<typeof ZOverdueInvoice>;

export const ZDunningOverviewQuery = z.object({ as_of: isoDate('Stichtag').optional() });

export const ZDunningOverview = z.object({
  as_of: z.string(),
  /** Levels 0 (not yet reminded) to 3, each with its overdue invoices, oldest due date first. */
  groups: z.array(z.object({ level: z.number().int(), label: z.string(), items: z.array(ZOverdueInvoice) })),
  total_open: money,
});
export type DunningOverview = z.infer<typeof ZDunningOverview>;

export const ZDunningNoticeList = z.object({
  items: z.array(ZDunningNotice),
  /** Business or consumer: decides interest margin and flat fee in the dialog's preview. */
  customer_kind: z.enum(['company', 'person']),
});
export type DunningNoticeList = z.infer<typeof ZDunningNoticeList>;

export const ZDunningNoticeSend = z.object({
  to: z
    .array(z.email({ error: 'Bitte gültige E-Mail-Adressen angeben.' }))
    .max(20)
    .optional(),
  subject: optionalText(300, 'Der Betreff'),
  body: optionalText(20_000, 'Der Text'),
  account_id: z.number().int().positive().optional(),
});
