import {
  contentMismatchMessage,
  emptyFileMessage,
  fileTooLargeMessage,
  quotaExceededMessage,
  typeNotAllowedMessage,
  type FileTypeDefinition,
} from '@kontor/contracts';
import { AppError, badRequest } from '../../../core/http/errors.ts';

// Size and quota: 413 (with the limit, or how much is left); the type: 415 with what is allowed.

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', fileTooLargeMessage(maxBytes));

export const quotaExceeded = (freeBytes: number, quotaBytes: number) =>
  new AppError(413, 'payload_too_large', quotaExceededMessage(freeBytes, quotaBytes));

export const typeNotAllowed = (name: string) => new AppError(415, 'bad_request', typeNotAllowedMessage(name));

export const contentMismatch = (name: string, type: FileTypeDefinition) =>
  new AppError(415, 'bad_request', contentMismatchMessage(name, type));

export const emptyFile = (name: string) => badRequest(emptyFileMessage(name));
export const unnamedFile = () => badRequest('Eine Datei hat keinen Namen.');
export const noFiles = () => badRequest('Bitte mindestens eine Datei auswählen.');
export const notMultipart = () => badRequest('Bitte die Dateien als multipart/form-data senden.');
export const fieldsAfterFiles = () =>
  badRequest('Ordner und Verknüpfung müssen in der Anfrage vor den Dateien stehen.');
export const tooManyFiles = (max: number) =>
  new AppError(413, 'payload_too_large', `Bitte höchstens ${max} Dateien auf einmal hochladen.`);
