import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Enthält unzulässige Zeichen (Nullzeichen oder ungültiges Unicode).';
export const UNSTORABLE_TEXT_MESSAGE =
  'Die Eingabe enthält unzulässige Zeichen (Nullzeichen oder ungültiges Unicode).';

/**
 * NUL cannot be stored in PostgreSQL text (SQLSTATE 22021) and a lone UTF-16 surrogate cannot be
 * encoded as UTF-8 (silently replaced or refused, depending on the driver): neither is ever
 * meaningful input.
 */
export const isUnsafeText = (value: string): boolean => value.includes('\0') || !value.isWellFormed();

/** The first path (`lines.0.description`) whose key or string value is unsafe, or undefined. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') || '_' : undefined;
  // Deeper than any contract nests; a hostile body must not exhaust the stack.
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, '_'].join('.');
    const found = findUnsafeText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const unsafeTextError = (field: string) =>
  new AppError(400, 'validation_failed', 'Bitte prüfen Sie Ihre Eingaben.', { [field]: UNSAFE_TEXT_MESSAGE });

/** One check for every route, before schema validation: params, query and JSON body. */
export async function rejectUnsafeText(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findUnsafeText(part);
    if (field) throw unsafeTextError(field);
  }
}
