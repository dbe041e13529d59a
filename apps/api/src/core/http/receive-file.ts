import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The one file of a multipart request (field `file`), size-limited, as bytes: bank files,
 * incoming invoices. `missing` is the German message when no file came.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  options: { maxBytes: number; missing: string },
): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const tooLarge = () => {
    const message = `Die Datei ist größer als ${options.maxBytes / 1024 / 1024} MB.`;
    return badRequest(message, { file: message });
  };
  const refusal = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
    if (code && code.startsWith('FST_')) return badRequest('Die Übertragung der Datei war unvollständig.');
    return error;
  };
  if (!request.isMultipart())
    throw badRequest('Bitte die Datei als multipart/form-data im Feld „file“ senden.');
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw refusal(error);
  }
  if (!part || part.fieldname !== 'file')
    throw badRequest(options.missing, { file: 'Bitte eine Datei wählen.' });
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
