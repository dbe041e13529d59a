import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../core/http/errors.ts';
import { findFileById } from '../files/index.ts';

/** What the PDF renderer can embed in the letterhead. */
const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** The logo must be a PNG or JPEG file of this tenant (RLS: another tenant's id finds nothing). */
export async function assertUsableLogo(tx: Tx, fileId: number) {
  const file = await findFileById(tx, fileId);
  if (!file)
    throw badRequest('Das Logo wurde nicht gefunden.', { logo_file_id: 'Das Logo wurde nicht gefunden.' });
  if (!LOGO_TYPES.includes(file.mimeType)) {
    const message = 'Als Logo eignen sich PNG- und JPEG-Bilder.';
    throw badRequest(message, { logo_file_id: message });
  }
}
