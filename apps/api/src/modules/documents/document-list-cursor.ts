import { decodeListCursor, encodeListCursor, invalidListCursor } from '../../core/http/list-cursor.ts';

/** Where the next page of a sorted list starts: the last row's sort value (as text) and id. */
export interface DocumentCursor {
  /** The sort this cursor belongs to (`-document_date`); a cursor of another sort is refused. */
  sort: string;
  /** Null when the last row had no value (empty values sort last in both directions). */
  value: string | null;
  id: number;
}

export const encodeDocumentCursor = (cursor: DocumentCursor) =>
  encodeListCursor([cursor.sort, cursor.value, cursor.id]);

const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const isDecimal = (value: string) => /^-?\d{1,15}(\.\d{1,6})?$/.test(value);
// `updated_at::text`: ISO style with the session's offset (`+00`, `+01`, `+05:30`).
const isTimestamp = (value: string) =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value) &&
  isIsoDay(value.slice(0, 10));

/**
 * What a sort's value must look like: checked here, so an edited or stale cursor is refused with
 * the German message instead of failing in PostgreSQL's cast. Text sorts take any text.
 */
const valueChecks: Record<string, (value: string) => boolean> = {
  document_date: isIsoDay,
  due_date: isIsoDay,
  gross: isDecimal,
  open: isDecimal,
  updated_at: isTimestamp,
};

/** The position a cursor stands for; a damaged cursor or one of another sort is refused. */
export function decodeDocumentCursor(raw: string, sort: string): DocumentCursor {
  const parsed = decodeListCursor(raw);
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !(typeof parsed[1] === 'string' || parsed[1] === null) ||
    !Number.isSafeInteger(parsed[2]) ||
    (typeof parsed[1] === 'string' && !(valueChecks[sort.replace(/^-/, '')]?.(parsed[1]) ?? true))
  )
    throw invalidListCursor();
  return { sort, value: parsed[1] as string | null, id: parsed[2] as number };
}
