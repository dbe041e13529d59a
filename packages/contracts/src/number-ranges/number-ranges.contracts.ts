import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { patternProblem } from './number-pattern.ts';
import { numberRangeKeys, type NumberRangeKey } from './number-range-keys.ts';
import { MAX_COUNTER, yearlyResetProblem } from './number-range-rules.ts';

export const ZNumberRange = z.object({
  key: z.enum(numberRangeKeys as [NumberRangeKey, ...NumberRangeKey[]]),
  label: z.string(),
  pattern: z.string(),
  /** The counter the next number gets (after a yearly restart: the first counter again). */
  next_counter: z.number().int(),
  reset_yearly: z.boolean(),
  /** The number the next allocation would give now, e.g. `RE-2026-00042`. */
  preview: z.string(),
  /** The lowest `next_counter` that may be saved (numbers below may be in use); null = any. */
  min_counter: z.number().int().nullable(),
  /** 0 while the tenant still has the defaults (no row yet). */
  version: z.number().int(),
});
export type NumberRange = z.infer<typeof ZNumberRange>;

const counterError = `Der Zähler muss eine ganze Zahl von 1 bis ${MAX_COUNTER.toLocaleString('de-DE')} sein.`;
const ZCounter = z
  .number({ error: counterError })
  .int({ error: counterError })
  .min(1, { error: counterError })
  .max(MAX_COUNTER, { error: counterError });
const ZPattern = z
  .string({ error: 'Bitte ein Muster angeben.' })
  .trim()
  .max(100, { error: 'Das Muster darf höchstens 100 Zeichen lang sein.' });

/** Pattern and counter as the screen and the server both check them. */
export const ZNumberRangePreviewInput = z
  .object({ pattern: ZPattern, next_counter: ZCounter.default(1) })
  .superRefine((input, ctx) => {
    const problem = patternProblem(input.pattern, input.next_counter);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pattern'], message: problem });
  });

export const ZNumberRangeInput = z
  .object({
    pattern: ZPattern,
    next_counter: ZCounter,
    reset_yearly: z.boolean({ error: 'Bitte Ja oder Nein angeben.' }),
    version: z.number({ error: 'Die Version fehlt.' }).int().min(0),
  })
  .superRefine((input, ctx) => {
    const problem = patternProblem(input.pattern, input.next_counter);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pattern'], message: problem });
    const reset = yearlyResetProblem(input.pattern, input.reset_yearly);
    if (reset) ctx.addIssue({ code: 'custom', path: ['reset_yearly'], message: reset });
  });
export type NumberRangeInput = z.input<typeof ZNumberRangeInput>;

const ZNumberRangeKeyParam = z.object({ key: z.string().max(40) });

export const listNumberRanges = defineContract({
  method: 'GET',
  path: '/api/number-ranges',
  access: 'settings.read',
  summary: 'Alle Nummernkreise mit Muster, nächstem Zähler und Vorschau der nächsten Nummer.',
  response: z.object({ items: z.array(ZNumberRange) }),
});

export const updateNumberRange = defineContract({
  method: 'PUT',
  path: '/api/number-ranges/:key',
  access: 'settings.write',
  summary:
    'Nummernkreis ändern (mit Versionsprüfung; DATEV-taugliche Muster, kein Zurücksetzen benutzter Nummern).',
  params: ZNumberRangeKeyParam,
  body: ZNumberRangeInput,
  response: ZNumberRange,
});

export const previewNumberRange = defineContract({
  method: 'POST',
  path: '/api/number-ranges/preview',
  access: 'settings.read',
  summary: 'Die Nummer, die ein Muster mit einem Zähler heute ergäbe (oder warum das Muster nicht geht).',
  body: ZNumberRangePreviewInput,
  response: z.object({ number: z.string() }),
});
