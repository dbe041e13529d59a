import { badRequest } from '../../core/http/errors.ts';

/** Where the next page of a sorted list starts: the last row's sort value (as text) and id. */
export interface DocumentCursor {
  /** The sort this cursor belongs to (`-document_date`); a cursor of another sort is refused. */
  sort: string;
  /** Null when the last row had no value (empty values sort last in both directions). */
  value: string | null;
  id: number;
}

export const encodeDocumentCursor = (cursor: DocumentCursor) =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');

/** The position a cursor stands for; a damaged cursor or one of another sort is refused. */
export function decodeDocumentCursor(raw: string, sort: string): DocumentCursor {
  const message = 'Die Seite ist nicht mehr gültig. Bitte die Liste neu laden.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(message, { cursor: message });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !(typeof parsed[1] === 'string' || parsed[1] === null) ||
    !Number.isSafeInteger(parsed[2])
  )
    throw badRequest(message, { cursor: message });
  return { sort, value: parsed[1] as string | null, id: parsed[2] as number };
}
