import type { UnprintableText, ValidationFindingView } from '../document-output/index.ts';
import { AppError, conflict, notFound } from '../../core/http/errors.ts';
import { IMMUTABLE_SQLSTATE, pgErrorCode, pgErrorMessage } from '../../db/pg-error.ts';

export const documentNotFound = () => notFound('Das Dokument wurde nicht gefunden.');

export const staleDocument = () =>
  conflict('Das Dokument wurde inzwischen von jemand anderem geändert. Bitte laden Sie es neu.');

export const notADraft = () =>
  conflict('Das Dokument ist festgeschrieben und kann nicht mehr geändert werden (GoBD).');

/** Runs `work`; a refusal of the immutability triggers becomes a German 409 instead of a 500. */
export async function guardImmutable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === IMMUTABLE_SQLSTATE)
      throw conflict(
        pgErrorMessage(error, IMMUTABLE_SQLSTATE) ?? 'Festgeschriebene Dokumente sind unveränderlich (GoBD).',
      );
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

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Characters the PDF font cannot draw (emoji and the like): named with the text they stand in. */
export const unprintableText = (found: readonly UnprintableText[]) => {
  const places = found.map((f) => `${f.characters.map((c) => `„${c}“`).join(' ')} in „${shortened(f.text)}“`);
  return new AppError(
    422,
    'validation_failed',
    `Diese Zeichen kann das PDF nicht darstellen: ${places.join('; ')}. Bitte entfernen oder ersetzen Sie sie. Das Dokument wurde nicht festgeschrieben.`,
  );
};
