/** RFC 5545 text rules: TEXT escaping (§ 3.3.11) and line folding (§ 3.1). */

/** TEXT may not hold control characters other than tab (RFC 5545 § 3.3.11); newlines become `\n`. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const escapeText = (value: string): string =>
  value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), continuation lines starting with
 * one space; never inside a multi-byte character.
 */
export const foldLine = (line: string): string[] => {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
};
