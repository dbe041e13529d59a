import {
  type ContractBody,
  type createSerialInvoice,
  serialInvoiceHeaderKeys,
  type SerialInvoiceInterval,
  type SerialInvoiceTemplate,
} from '@kontor/contracts';
import { savableLines, todayIso } from '../document-draft-form.ts';
import { emptyLine, fromApiLine, toApiLine, type EditorLine } from '../document-lines-state.ts';

/** The editor's state; texts as typed, lines in the documents editor's line model. */
export interface SerialInvoiceForm {
  name: string;
  customer_id: number | null;
  customer_name: string | undefined;
  interval: SerialInvoiceInterval;
  start_date: string | null;
  end_date: string | null;
  next_date: string | null;
  auto_finalize: boolean;
  auto_send: boolean;
  active: boolean;
  subject: string;
  intro: string;
  outro: string;
  payment_term_days: string;
  lines: EditorLine[];
  /** Header fields this editor does not show (Skonto, references …): kept as loaded. */
  other: Record<string, unknown>;
}

/** A new template starts on the first of next month, invoiced monthly. */
function firstOfNextMonth() {
  const [y, m] = todayIso().split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1));
  return next.toISOString().slice(0, 10);
}

export const emptySerialInvoiceForm = (): SerialInvoiceForm => ({
  name: '',
  customer_id: null,
  customer_name: undefined,
  interval: 'monthly',
  start_date: firstOfNextMonth(),
  end_date: null,
  next_date: null,
  auto_finalize: false,
  auto_send: false,
  active: true,
  subject: '',
  intro: '',
  outro: '',
  payment_term_days: '',
  lines: [emptyLine('item')],
  other: {},
});

const shownKeys = ['subject', 'intro', 'outro', 'payment_term_days'];

export function serialInvoiceFormOf(t: SerialInvoiceTemplate): SerialInvoiceForm {
  return {
    name: t.name,
    customer_id: t.customer_id,
    customer_name: t.customer_name ?? undefined,
    interval: t.interval,
    start_date: t.start_date,
    end_date: t.end_date,
    next_date: t.next_date,
    auto_finalize: t.auto_finalize,
    auto_send: t.auto_send,
    active: t.active,
    subject: t.subject ?? '',
    intro: t.intro ?? '',
    outro: t.outro ?? '',
    payment_term_days: t.payment_term_days === null ? '' : String(t.payment_term_days),
    lines: t.lines.map(fromApiLine),
    other: Object.fromEntries(
      serialInvoiceHeaderKeys.filter((k) => !shownKeys.includes(k)).map((k) => [k, t[k]]),
    ),
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The request body. Typed as the contract's input, but it may hold what the schema refuses (no
 * customer yet, letters as days): the server's parse names those fields in German, in place.
 */
export function serialInvoiceBody(form: SerialInvoiceForm): ContractBody<typeof createSerialInvoice> {
  const days = form.payment_term_days.trim();
  return {
    ...form.other,
    name: form.name,
    customer_id: form.customer_id,
    interval: form.interval,
    start_date: form.start_date,
    end_date: form.end_date,
    next_date: form.next_date,
    auto_finalize: form.auto_finalize,
    auto_send: form.auto_finalize && form.auto_send,
    active: form.active,
    subject: textOrNull(form.subject),
    intro: textOrNull(form.intro),
    outro: textOrNull(form.outro),
    payment_term_days: days === '' ? null : /^\d+$/.test(days) ? Number(days) : days,
    lines: savableLines(form.lines).map(toApiLine),
  } as ContractBody<typeof createSerialInvoice>;
}
