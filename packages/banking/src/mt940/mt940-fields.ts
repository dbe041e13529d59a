export interface Mt940Field {
  /** Tag without colons: `20`, `25`, `28C`, `60F`, `61`, `86`, `NS` … */
  tag: string;
  /** Field content; continuation lines are joined with `\n`. */
  value: string;
  /** 1-based line where the field starts. */
  line: number;
}

// Only MT940/MT942 tags start a field: a wrapped `:86:` line like `:26:37 Folgenr.` is text.
const TAG_LINE = /^:(13D?|20|21|25P?|28C?|34F|60[FM]|61|62[FM]|64|65|86|90[CD]|NS):/;

/**
 * Splits MT940/MT942 text into fields, statement by statement. Lines before the first field are
 * preamble (SWIFT `{1:…}{2:…}{4:` headers, bank banners, lines like `0000`); `-` / `-}{5:…}` lines
 * end a statement. Some Sparkassen break `:86:` after the first colon (`:` + `86:…`); that is
 * repaired here.
 */
export function splitMt940Statements(text: string): Mt940Field[][] {
  // Control characters (ETX after the final `-`, stray binary bytes) carry no data.
  const lines = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '')
    .split('\n');
  const statements: Mt940Field[][] = [];
  let fields: Mt940Field[] | null = null;
  let current: Mt940Field | null = null;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/^\{4:\s*$/, '').replace(/^\{\d:[^}]*\}(\{\d:[^}]*\})*(\{4:)?/, '');
    if (line === ':' && /^[0-9]{2}[A-Z]?:/.test(lines[i + 1] ?? '')) {
      line = `:${lines[i + 1]}`;
      i++;
    }
    const tag = TAG_LINE.exec(line);
    if (tag) {
      // A statement starts at :20:. Fields after a `-` without a new :20: still belong to the
      // statement before; a file without any :20: (some exports) starts at its first field.
      if (tag[1] === '20' || fields === null) {
        const previous = statements.at(-1);
        if (tag[1] !== '20' && previous) fields = previous;
        else {
          fields = [];
          statements.push(fields);
        }
      }
      current = { tag: tag[1]!, value: line.slice(tag[0].length), line: i + 1 };
      fields.push(current);
    } else if (/^-(\}|\s*$)/.test(line) || /^\}\s*$/.test(line)) {
      fields = null;
      current = null;
    } else if (current && line.trim() !== '') {
      current.value += `\n${line}`;
    }
  }
  return statements;
}
