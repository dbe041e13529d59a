import { canChangeFile } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { forbidden } from '../../core/http/errors.ts';

export const OTHERS_FILE_MESSAGE =
  'Dateien, die jemand anderes hochgeladen hat, darf nur ändern oder löschen, wer Dateien verwalten darf.';

export function assertMayChangeFile(file: { uploadedBy: number | null }, writer: Writer) {
  if (!canChangeFile(file.uploadedBy, writer)) throw forbidden(OTHERS_FILE_MESSAGE);
}
