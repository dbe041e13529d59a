import {
  builtInDunningText,
  describeEmptyPlaceholders,
  describePlaceholderProblems,
  dunningPlaceholderValues,
  dunningTextKey,
  findEmptyPlaceholders,
  findUnknownPlaceholders,
  renderTextTemplate,
  type Document,
  type DunningClaim,
  type DunningLevel,
} from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { documentPlaceholderValues } from '../documents/index.ts';
import { findDefaultTextTemplate } from '../text-templates/index.ts';

export interface DunningLetterTexts {
  /** Salutation and the letter's paragraphs above the claim, filled in. */
  intro: string;
  /** What follows the payment request, with the greeting, filled in. */
  outro: string;
}

/** The level's standard text of the tenant, else the built-in one. */
async function standardText(tx: Tx, usage: 'dunningIntro' | 'dunningOutro', level: DunningLevel) {
  const template = await findDefaultTextTemplate(tx, usage, dunningTextKey(level));
  return template?.body ?? builtInDunningText(usage, level);
}

/**
 * Intro and closing of a notice, filled with the invoice's and the notice's figures. A text typed
 * in the dialog replaces the intro. Like finalizing a document, issuing refuses a placeholder that
 * would print as nothing (the notice is archived and never changes), naming the placeholder.
 */
export async function dunningLetterTexts(
  tx: Tx,
  actor: Actor,
  notice: {
    document: Document;
    level: DunningLevel;
    noticeDate: string;
    claim: DunningClaim;
    typedIntro: string | null | undefined;
  },
): Promise<DunningLetterTexts> {
  const { document, level, noticeDate, claim, typedIntro } = notice;
  if (typedIntro) {
    const problems = findUnknownPlaceholders(typedIntro, 'dunningIntro');
    if (problems.length > 0) {
      const message = describePlaceholderProblems(problems, 'dunningIntro');
      throw badRequest(`Der Mahntext enthält Fehler: ${message}`, { text: message });
    }
  }
  const templates = {
    intro: typedIntro || (await standardText(tx, 'dunningIntro', level)),
    outro: await standardText(tx, 'dunningOutro', level),
  };
  const values = {
    ...(await documentPlaceholderValues(tx, actor, document)),
    ...dunningPlaceholderValues(level, noticeDate, claim),
  };
  const where = { intro: 'Einleitungstext der Mahnung', outro: 'Schlusstext der Mahnung' } as const;
  const problems: Record<string, string> = {};
  for (const part of ['intro', 'outro'] as const) {
    const empty = findEmptyPlaceholders(templates[part], values);
    // The dialog's field for the intro is `text`.
    if (empty.length > 0)
      problems[part === 'intro' ? 'text' : part] = describeEmptyPlaceholders(empty, where[part]);
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError(
      422,
      'validation_failed',
      `Die Mahnung kann so nicht erstellt werden: ${Object.values(problems).join(' ')}`,
      problems,
    );
  }
  return {
    intro: renderTextTemplate(templates.intro, values).trim(),
    outro: renderTextTemplate(templates.outro, values).trim(),
  };
}
