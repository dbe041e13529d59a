import { MAX_BANK_FILE_BYTES } from '@kontor/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../core/http/errors.ts';

const tooLarge = () =>
  badRequest(`Die Datei ist größer als ${MAX_BANK_FILE_BYTES / 1024 / 1024} MB.`, {
    file: `Die Datei ist größer als ${MAX_BANK_FILE_BYTES / 1024 / 1024} MB.`,
  });

/** The one bank file of a multipart request (field `file`), size-limited, as bytes. */
export async function receiveBankFile(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  if (!request.isMultipart())
    throw badRequest('Bitte die Datei als multipart/form-data im Feld „file“ senden.');
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_BANK_FILE_BYTES, files: 1, fields: 5 } });
  } catch (error) {
    throw refusal(error);
  }
  if (!part || part.fieldname !== 'file')
    throw badRequest('Bitte eine Bankdatei im Feld „file“ senden.', { file: 'Bitte eine Datei wählen.' });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw refusal(error);
  }
  if (part.file.truncated) throw tooLarge();
  if (!bytes.length) throw badRequest('Die Datei ist leer.', { file: 'Die Datei ist leer.' });
  return { bytes: new Uint8Array(bytes), fileName: part.filename ? part.filename.slice(0, 200) : null };
}

function refusal(error: unknown) {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code && code.startsWith('FST_')) return badRequest('Die Übertragung der Datei war unvollständig.');
  return error;
}
