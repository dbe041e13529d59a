import { renderTextTemplate, type Document } from '@kontor/contracts';
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
