import { z } from 'zod';

// Free-text fields of the forms, trimmed, with German messages that name the field ("Der Ort …").

const tooLong = (max: number, label: string) => `${label} darf höchstens ${max} Zeichen lang sein.`;

/** Must not be empty after trimming; `missing` is said when it is. */
export const requiredText = (max: number, label: string, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong(max, label) });

/** May be left out; empty input is stored as null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max, label) })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
