import { AppError, conflict, notFound } from '../../core/http/errors.ts';

export const entityNotFound = () => notFound('Der Datensatz wurde nicht gefunden.');

export const staleVersion = () => conflict('Der Datensatz wurde inzwischen von jemand anderem geändert.');

export const numberTaken = (number: string) => {
  const message = `Die Nummer ${number} ist bereits vergeben.`;
  return new AppError(409, 'conflict', message, { number: message });
};

export const stillReferenced = (name: string, count?: number) =>
  conflict(
    `„${name}“ wird noch verwendet${
      count ? ` (${count} ${count === 1 ? 'Verweis' : 'Verweise'})` : ''
    } und kann nur archiviert werden.`,
  );

/** The SQLSTATE of a database error, also when the driver or drizzle wrapped it. */
export { pgErrorCode } from '../../db/pg-error.ts';

export const UNIQUE_VIOLATION = '23505';
/** 23503 foreign_key_violation (NO ACTION), 23001 restrict_violation (ON DELETE RESTRICT). */
export const isReferenceViolation = (code: string | undefined) => code === '23503' || code === '23001';
