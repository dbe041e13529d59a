import { badRequest } from './errors.ts';

const STALE_PAGE = 'Die Seite ist nicht mehr gültig. Bitte die Liste neu laden.';

/** The German 400 for a list cursor that is damaged, edited, or of another sort. */
export const invalidListCursor = () => badRequest(STALE_PAGE, { cursor: STALE_PAGE });

/** A list position as an opaque URL-safe token (base64url JSON). */
export const encodeListCursor = (position: unknown) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** What `encodeListCursor` wrapped; the caller checks its shape (and throws `invalidListCursor()`). */
export function decodeListCursor(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidListCursor();
  }
}
