import {
  findUnknownPlaceholders,
  tokenizeTextTemplate,
  type PlaceholderProblem,
  type PlaceholderValues,
  type TextTemplateUsage,
} from '@kontor/contracts';
import { Mark, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props extends TextProps {
  template: string;
  usage: TextTemplateUsage;
  values: PlaceholderValues;
}

/** Literal text, with the unclosed `{{` that fall into it marked. */
function literal(
  text: string,
  start: number,
  unclosed: PlaceholderProblem[],
  mark: (raw: string) => ReactNode,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const problem of unclosed) {
    const offset = problem.index - start;
    if (offset < at || offset >= text.length) continue;
    parts.push(text.slice(at, offset), mark(problem.raw));
    at = offset + problem.raw.length;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * A template filled in as plain text, exactly as `renderTextTemplate` does it, except that what
 * would not be filled in stays visible and marked, so the preview shows the mistake in place.
 */
export function RenderedText({ template, usage, values, ...textProps }: Props) {
  const { t } = useTranslation('textTemplates');
  const problems = findUnknownPlaceholders(template, usage);
  const unclosed = problems.filter((p) => p.reason === 'unclosed');
  const wrong = new Set(problems.filter((p) => p.reason !== 'unclosed').map((p) => p.index));
  let key = 0;
  const mark = (raw: string) => (
    <Mark key={`m${key++}`} color="red" title={t('preview.unknown')} data-problem>
      {raw}
    </Mark>
  );
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...textProps}>
      {tokenizeTextTemplate(template).flatMap((token): ReactNode[] => {
        if (token.kind === 'text') return literal(token.text, token.index, unclosed, mark);
        return [wrong.has(token.index) ? mark(token.raw) : (values[token.name] ?? '')];
      })}
    </Text>
  );
}
