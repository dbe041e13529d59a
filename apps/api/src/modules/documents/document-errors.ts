import type { ValidationFindingView } from './output/output-types.ts';
import { AppError, conflict, notFound } from '../../core/http/errors.ts';
import { pgErrorCode } from '../entities/entity-errors.ts';

export const documentNotFound = () => notFound('Das Dokument wurde nicht gefunden.');

export const staleDocument = () =>
  conflict('Das Dokument wurde inzwischen von jemand anderem geändert. Bitte laden Sie es neu.');

export const notADraft = () =>
  conflict('Das Dokument ist festgeschrieben und kann nicht mehr geändert werden (GoBD).');

/** SQLSTATE raised by the GoBD triggers of migration 0006 (finalized documents, archive, e-mails). */
export const IMMUTABLE_SQLSTATE = 'KT001';

/** The trigger's German text (the driver keeps it as `message` on the innermost error). */
function triggerMessage(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === IMMUTABLE_SQLSTATE) {
      const message = (e as { message?: unknown }).message;
      return typeof message === 'string' ? message : undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work`; a refusal of the immutability triggers becomes a German 409 instead of a 500. */
export async function guardImmutable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === IMMUTABLE_SQLSTATE)
      throw conflict(triggerMessage(error) ?? 'Festgeschriebene Dokumente sind unveränderlich (GoBD).');
    throw error;
  }
}

/** Finalizing is refused: the listed things are missing (one field per problem). */
export const incompleteDocument = (missing: Record<string, string>) =>
  new AppError(
    422,
    'validation_failed',
    `Das Dokument kann noch nicht festgeschrieben werden: ${Object.values(missing).join(' ')}`,
    missing,
  );

/** The e-invoice the customer gets would not pass validation: nothing was finalized. */
export const einvoiceInvalid = (formatLabel: string, findings: readonly ValidationFindingView[]) => {
  const fatal = findings.filter((f) => f.level === 'fatal');
  const fields = Object.fromEntries(fatal.map((f, i) => [`findings.${i}.${f.rule_id}`, f.message]));
  return new AppError(
    422,
    'validation_failed',
    `Die E-Rechnung (${formatLabel}) ist nicht gültig (${fatal.length} Fehler). Das Dokument wurde nicht festgeschrieben.`,
    fields,
  );
};
