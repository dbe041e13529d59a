import {
  describeEmptyPlaceholders,
  findEmptyPlaceholders,
  renderTextTemplate,
  type Document,
  type PlaceholderValues,
} from '@kontor/contracts';
import { AppError } from '../../core/http/errors.ts';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { documentPlaceholderValues } from './document-placeholders.ts';

/**
 * Subject, intro and outro as printed: the editor keeps the template text ("{{kunde.anrede}}"),
 * the PDF and the e-invoice get it filled with this document's data (number, customer, dates).
 */
export async function withPrintedTexts<T extends Document>(tx: Tx, actor: Actor, doc: T): Promise<T> {
  const values = await documentPlaceholderValues(tx, actor, doc);
  const fill = (text: string | null) => (text === null ? null : renderTextTemplate(text, values));
  return { ...doc, subject: fill(doc.subject), intro: fill(doc.intro), outro: fill(doc.outro) };
}

const textNames = { subject: 'Betreff', intro: 'Einleitungstext', outro: 'Schlusstext' } as const;

/** Per text (subject, intro, outro) the German sentence naming its placeholders that print empty. */
export function emptyPlaceholderProblems(doc: Document, values: PlaceholderValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['subject', 'intro', 'outro'] as const) {
    const empty = findEmptyPlaceholders(doc[field] ?? '', values);
    if (empty.length > 0) problems[field] = describeEmptyPlaceholders(empty, textNames[field]);
  }
  return problems;
}

/**
 * Finalizing refuses a text with a placeholder that would print as nothing ("bis zum  "): the
 * document could never be corrected afterwards (GoBD), so the user fixes the text first.
 */
export async function assertPrintableTexts(tx: Tx, actor: Actor, doc: Document): Promise<void> {
  const problems = emptyPlaceholderProblems(doc, await documentPlaceholderValues(tx, actor, doc));
  if (Object.keys(problems).length === 0) return;
  throw new AppError(
    422,
    'validation_failed',
    `Das Dokument kann noch nicht festgeschrieben werden: ${Object.values(problems).join(' ')}`,
    problems,
  );
}
