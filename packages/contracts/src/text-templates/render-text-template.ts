import { findPlaceholder, type PlaceholderValues } from './text-template-placeholders.ts';
import { textTemplateUsageDefinitions, type TextTemplateUsage } from './text-template-usages.ts';

/** `{{ name }}`: whitespace inside the braces is tolerated, braces are not. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type TemplateToken =
  | { kind: 'text'; text: string; index: number }
  | { kind: 'placeholder'; name: string; raw: string; index: number };

/** Splits a template into literal text and placeholders (for rendering and for highlighting). */
export function tokenizeTextTemplate(template: string): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last)
      tokens.push({ kind: 'text', text: template.slice(last, match.index), index: last });
    tokens.push({ kind: 'placeholder', name: match[1]!, raw: match[0], index: match.index });
    last = match.index + match[0].length;
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last), index: last });
  return tokens;
}

/**
 * Fills the placeholders in one pass: a value is inserted as it is (plain text, nothing is
 * escaped or interpreted again), and a placeholder without a value leaves nothing behind.
 */
export const renderTextTemplate = (template: string, values: PlaceholderValues): string =>
  tokenizeTextTemplate(template)
    .map((token) => (token.kind === 'text' ? token.text : (values[token.name] ?? '')))
    .join('');

export type PlaceholderProblemReason = 'unknown' | 'notAvailable' | 'unclosed';

export interface PlaceholderProblem {
  /** The name between the braces (trimmed); for an unclosed one, what follows the `{{`. */
  name: string;
  /** As written in the text. */
  raw: string;
  /** Offset in the text (0-based) and the same as line and column (1-based). */
  index: number;
  line: number;
  column: number;
  reason: PlaceholderProblemReason;
}

const position = (template: string, index: number) => {
  const before = template.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
};

const availableIn = (usage: TextTemplateUsage | undefined, name: string) => {
  const placeholder = findPlaceholder(name);
  if (!placeholder) return false;
  return !usage || textTemplateUsageDefinitions[usage].groups.includes(placeholder.group);
};

/**
 * Everything in a template that would not be filled in: names the catalog does not know, names
 * of a group the usage does not offer (a letter has no document), and a `{{` that is never
 * closed. In the order they appear.
 */
export function findUnknownPlaceholders(template: string, usage?: TextTemplateUsage): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  const covered: [number, number][] = [];
  for (const token of tokenizeTextTemplate(template)) {
    if (token.kind !== 'placeholder') continue;
    covered.push([token.index, token.index + token.raw.length]);
    if (availableIn(usage, token.name)) continue;
    problems.push({
      name: token.name,
      raw: token.raw,
      index: token.index,
      ...position(template, token.index),
      reason: findPlaceholder(token.name) ? 'notAvailable' : 'unknown',
    });
  }
  for (const match of template.matchAll(/\{\{/g)) {
    if (covered.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const rest = /^\{\{[^\n{}]{0,40}/.exec(template.slice(match.index))![0];
    problems.push({
      name: rest.slice(2).trim(),
      raw: rest,
      index: match.index,
      ...position(template, match.index),
      reason: 'unclosed',
    });
  }
  return problems.sort((a, b) => a.index - b.index);
}

const quoted = (problems: PlaceholderProblem[]) => [...new Set(problems.map((p) => p.raw))].join(', ');

/** One German sentence per kind of problem, for the field message. */
export function describePlaceholderProblems(
  problems: PlaceholderProblem[],
  usage?: TextTemplateUsage,
): string {
  const of = (reason: PlaceholderProblemReason) => problems.filter((p) => p.reason === reason);
  const sentences: string[] = [];
  const unknown = of('unknown');
  if (unknown.length === 1) sentences.push(`Unbekannter Platzhalter: ${quoted(unknown)}.`);
  if (unknown.length > 1) sentences.push(`Unbekannte Platzhalter: ${quoted(unknown)}.`);
  const notAvailable = of('notAvailable');
  if (notAvailable.length > 0) {
    const where = usage ? `in „${textTemplateUsageDefinitions[usage].label}“` : 'hier';
    sentences.push(`${where[0]!.toUpperCase()}${where.slice(1)} nicht verfügbar: ${quoted(notAvailable)}.`);
  }
  const unclosed = of('unclosed');
  if (unclosed.length > 0) {
    sentences.push(`Nicht geschlossen (es fehlt „}}“): ${quoted(unclosed)}.`);
  }
  return sentences.join(' ');
}

/**
 * The known placeholders of a text that would print as nothing with these values, each once;
 * a sentence meant to fall away when it does not apply (`mayBeEmpty`) is no problem.
 */
export function findEmptyPlaceholders(template: string, values: PlaceholderValues): string[] {
  const names = tokenizeTextTemplate(template)
    .filter((token) => {
      if (token.kind !== 'placeholder') return false;
      const placeholder = findPlaceholder(token.name);
      return placeholder !== undefined && placeholder.mayBeEmpty !== true;
    })
    .map((token) => (token as { name: string }).name)
    .filter((name) => (values[name] ?? '').trim() === '');
  return [...new Set(names)];
}

/**
 * „Der Platzhalter {{dokument.faellig_am}} ist leer …“: why a text cannot be printed as it is.
 * `where` names the text (Schlusstext), so the user knows which one to change.
 */
export function describeEmptyPlaceholders(names: readonly string[], where: string): string {
  const quotedNames = names.map((name) => `{{${name}}}`).join(', ');
  return names.length === 1
    ? `Der Platzhalter ${quotedNames} ist leer (im ${where}). Bitte die Angabe ergänzen oder den Text anpassen.`
    : `Die Platzhalter ${quotedNames} sind leer (im ${where}). Bitte die Angaben ergänzen oder den Text anpassen.`;
}
