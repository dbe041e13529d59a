import { csvDelimiters, type CsvDelimiter } from '@kontor/contracts';

const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_LINES = 30;

/** Per line of the sample: how often each candidate occurs outside quotes. */
function countPerLine(text: string): Record<CsvDelimiter, number>[] {
  const lines: Record<CsvDelimiter, number>[] = [];
  let current = { ';': 0, ',': 0, '\t': 0 };
  let inQuotes = false;
  let lineHasContent = false;
  const end = Math.min(text.length, SAMPLE_CHARS);
  for (let i = 0; i < end && lines.length < SAMPLE_LINES; i++) {
    const char = text[i]!;
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      if (lineHasContent) lines.push(current);
      current = { ';': 0, ',': 0, '\t': 0 };
      lineHasContent = false;
      continue;
    } else if (!inQuotes && (char === ';' || char === ',' || char === '\t')) current[char]++;
    lineHasContent = true;
  }
  if (lineHasContent && lines.length < SAMPLE_LINES) lines.push(current);
  return lines;
}

/**
 * The separator the file uses: the candidate that occurs in the header and the same number of
 * times in most following lines (German files use `;` because `,` is the decimal comma).
 * Ties go to `;`, then TAB, then `,`; a one-column file gets `;`.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines = countPerLine(text);
  const [header, ...rest] = lines;
  if (!header) return ';';
  let best: { delimiter: CsvDelimiter; consistency: number; columns: number } | undefined;
  for (const delimiter of csvDelimiters) {
    const columns = header[delimiter];
    if (columns === 0) continue;
    const consistency =
      rest.length === 0 ? 1 : rest.filter((l) => l[delimiter] === columns).length / rest.length;
    if (
      !best ||
      consistency > best.consistency ||
      (consistency === best.consistency && columns > best.columns)
    )
      best = { delimiter, consistency, columns };
  }
  return best?.delimiter ?? ';';
}
