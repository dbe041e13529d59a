import { DATE_PATTERN, parseDateMatch } from '../german-formats.ts';
import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

interface DateHit {
  iso: string;
  line: DocLine;
  index: number;
  raw: string;
  /** Text before the date on its line (where labels stand). */
  before: string;
}

const ISSUE_LABEL =
  /(Rechnungs|Beleg|Gutschrifts|Ausstellungs)[\s-]*datum|(?<![\p{L}-])Datum|(Rechnung|Gutschrift|Invoice).*\bvo[mn]\b|\bvom\b|Invoice\s*date|issued|Date de facture|\bDate\b/iu;
const DUE_LABEL =
  /(fällig|zahlbar\s*(bis|am)|zahlungsziel|Fälligkeit|bis\s*zum|due|remit until|payable by|échéance)/i;
/** Lines whose dates belong to the printout, not the invoice (visualisation stylesheets, copyright). */
const IGNORED_LINE = /(Stylesheet|Version|©|\(c\)|Copyright|gedruckt|Druckdatum)/i;
/** Dates that are something else: delivery, service period, order, birth, print dates. */
const OTHER_LABEL =
  /(Liefer|Leistung|Bestell|Auftrag|order|delivery|livraison|Skonto|gedruckt|Zeitraum|Periode|von\b|bis\b(?!\s*zum))/i;

/** "Rechnungsdatum" or "Nr. 4711 vom" name the invoice date; "gemäß Bestellung vom" does not. */
const issueEvidence = (before: string) => {
  if (/(Bestell|Auftrag|Angebot|Lieferschein|Vertrag|order)/i.test(before)) return 0.3;
  if (
    /((Rechnungs|Beleg|Gutschrifts)[\s-]*datum|(Nr\.?|Nummer|No\.?|#)\s*\S+\s+vo[mn])\s*:?\s*$/i.test(before)
  )
    return 0.95;
  return 0.8;
};

const dateHits = (lines: DocLine[]): DateHit[] =>
  lines
    .flatMap((line) =>
      [...line.text.matchAll(DATE_PATTERN)].flatMap((m) => {
        const iso = parseDateMatch(m);
        return iso ? [{ iso, line, index: m.index!, raw: m[0], before: line.text.slice(0, m.index) }] : [];
      }),
    )
    .filter((hit) => !IGNORED_LINE.test(hit.line.text));

const field = (hit: DateHit, evidence: number): ExtractedField => ({
  value: hit.iso,
  confidence: confidence(evidence, hit.line),
  span: spanOf(hit.line, hit.index, hit.raw),
});

/**
 * The label ending nearest before the date counts, so "Lieferdatum … Rechnungsdatum 05.03." reads
 * right; on a tie the earlier label in the list wins.
 */
const lastLabel = (before: string, labels: RegExp[]): number => {
  let winner = -1;
  let end = -1;
  labels.forEach((label, i) => {
    const last = [...before.matchAll(new RegExp(label.source, `g${label.flags}`))].at(-1);
    const lastEnd = last ? last.index! + last[0].length : -1;
    if (last && lastEnd > end) {
      end = lastEnd;
      winner = i;
    }
  });
  return winner;
};

export const findInvoiceDates = (lines: DocLine[]): { issue: ExtractedField[]; due: ExtractedField[] } => {
  const hits = dateHits(lines);
  const issue: ExtractedField[] = [];
  const due: ExtractedField[] = [];
  hits.forEach((hit, order) => {
    const label = lastLabel(hit.before, [ISSUE_LABEL, DUE_LABEL, OTHER_LABEL]);
    if (label === 0) issue.push(field(hit, issueEvidence(hit.before)));
    else if (label === 1) due.push(field(hit, 0.8));
    // Unlabelled: the first date of a letter is usually its date; later ones much less so.
    else if (label === -1) issue.push(field(hit, order === 0 ? 0.5 : 0.3));
  });
  return { issue, due };
};
