import Big from 'big.js';
import { toMoney } from '../../money.ts';
import { AMOUNT_PATTERN, parseAmount, parseRate } from '../german-formats.ts';
import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

interface AmountHit {
  value: Big;
  raw: string;
  index: number;
  line: DocLine;
  /** Label evidence (0–1) for each role, from the words before the amount on its line. */
  gross: number;
  net: number;
  vat: number;
}

export interface VatRateAmounts {
  rate: string;
  net?: ExtractedField;
  tax: ExtractedField;
}

export interface AmountFields {
  gross?: ExtractedField;
  net?: ExtractedField;
  vat?: ExtractedField;
  vatByRate: VatRateAmounts[];
}

const GROSS_STRONG =
  /(brutto|Gesamtbetrag|Rechnungsbetrag|Endbetrag|Zahlbetrag|zu\s*zahlen|Gesamtsumme|Rechnungssumme|Total\s*TTC|Due\s*payable|Amount\s*due|incl\.?\s*(VAT|tax)|inkl\.?\s*(MwSt|USt)|Grand\s*total|Total\s*amount)/i;
const GROSS_WEAK = /(Summe|Total|Gesamt|Betrag|zahlbar|payable)/i;
const NET =
  /(netto|ohne\s*(USt|MwSt|Umsatzsteuer)|Warenwert|Zwischensumme|Net\s*total|Subtotal|Total\s*HT|excl\.?\s*(VAT|tax)|exkl|Basisbetrag|Positionssumme)/i;
const VAT =
  /(MwSt|Mehrwertsteuer|USt(?![.\s-]*Id)|Umsatzsteuer(?![\s-]*Id)|Steuerbetrag|\bVAT\b(?![\s-]*(ID|Reg|Clause|Identifier))|\bTVA\b|\btaxes?\b|Steuer\b)/i;
/** Lines about something other than the invoice totals. */
const NOT_A_TOTAL =
  /(Zuschl|Abschl|Rabatt|Nachlass|Skonto|Anzahlung|prepaid|erhalten|Teilzahlung|bereits|Gutschein|Trinkgeld|Règlement|Virement|acompte|Solde)/i;

const roleEvidence = (before: string) => {
  // Only words close to the amount: "Règlement Date Montant Total TTC 530,75" is the total.
  if (NOT_A_TOTAL.test(before.slice(-24))) return { gross: 0, net: 0, vat: 0 };
  const net = NET.test(before) ? 0.75 : 0;
  const inclusive = /(incl|inkl|TTC|brutto)/i.test(before);
  const vat = !net && !inclusive && VAT.test(before) ? 0.7 : 0;
  const gross = net || vat ? 0 : GROSS_STRONG.test(before) ? 0.75 : GROSS_WEAK.test(before) ? 0.45 : 0;
  return { gross, net, vat };
};

/**
 * Amounts with the words that label them: the text since the previous amount on the line (its last
 * 40 characters), so "MwSt 19 % Netto 20,00 MwSt 3,80" labels 20,00 net and 3,80 VAT.
 */
const amountHits = (lines: DocLine[]): AmountHit[] =>
  lines.flatMap((line) => {
    let labelStart = 0;
    return [...line.text.matchAll(AMOUNT_PATTERN)].flatMap((m) => {
      const after = line.text.slice(m.index! + m[0].length);
      if (/^\s?%/.test(after)) return []; // a rate, not an amount
      const value = parseAmount(m[0]);
      if (!value) return [];
      const raw = m[0].trim();
      const index = m.index! + m[0].indexOf(raw);
      const label = line.text.slice(labelStart, index).slice(-40);
      labelStart = index + raw.length;
      return [{ value, raw, index, line, ...roleEvidence(label) }];
    });
  });

const RATE_TOKEN = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%|(?<=\s)(0|5|7|10|16|19|20|21)(?=\s)/g;

/** Lines stating a rate with net and tax (tax = net × rate), or a VAT label, a rate and the tax. */
const vatRateLines = (
  hits: AmountHit[],
): { rate: string; net?: AmountHit; tax: AmountHit; evidence: number }[] => {
  const byLine = new Map<DocLine, AmountHit[]>();
  for (const h of hits) byLine.set(h.line, [...(byLine.get(h.line) ?? []), h]);
  const found = [];
  for (const [line, onLine] of byLine) {
    // A bare number counts as a rate only in a VAT line ("Umsatzsteuer S 275,00 7 19,25").
    const vatLine = VAT.test(line.text);
    const rates = [...line.text.matchAll(RATE_TOKEN)]
      .filter((m) => m[1] !== undefined || vatLine)
      .map((m) => parseRate(m[1] ?? m[2]!));
    for (const rate of new Set(rates)) {
      const r = new Big(rate);
      if (r.gt(30)) continue;
      const pair = onLine
        .flatMap((n) => onLine.map((t) => ({ n, t })))
        .find(
          ({ n, t }) => n !== t && !r.eq(0) && n.value.times(r).div(100).minus(t.value).abs().lte('0.02'),
        );
      if (pair) found.push({ rate, net: pair.n, tax: pair.t, evidence: 0.85 });
      else if (vatLine && onLine.length === 1 && /%/.test(line.text)) {
        found.push({ rate, tax: onLine[0]!, evidence: 0.6 });
      }
    }
  }
  return found;
};

const asField = (hit: AmountHit, evidence: number): ExtractedField => ({
  value: toMoney(hit.value),
  confidence: confidence(evidence, hit.line),
  span: spanOf(hit.line, hit.index, hit.raw),
});

/**
 * Gross, net and VAT: labelled amounts, chosen so that net + VAT = gross wherever the document
 * allows it (the check a bookkeeper does first); the VAT must also fit the rates found.
 */
export const findAmounts = (lines: DocLine[]): AmountFields => {
  const hits = amountHits(lines);
  const rateLines = vatRateLines(hits);
  // One entry per rate: the first, best-supported statement (summaries are often printed twice).
  const perRate = new Map<string, (typeof rateLines)[number]>();
  for (const l of rateLines) {
    const seen = perRate.get(l.rate);
    if (!seen || l.evidence > seen.evidence) perRate.set(l.rate, l);
  }
  const rateTaxSum = [...perRate.values()].reduce((s, l) => s.plus(l.tax.value), new Big(0));
  const largest = hits.reduce((m, h) => (h.value.abs().gt(m) ? h.value.abs() : m), new Big(0));

  const prior = (h: AmountHit, role: 'gross' | 'net' | 'vat') =>
    h[role] + (role === 'gross' && h.value.abs().eq(largest) ? 0.15 : 0) + 0.05;

  // Best occurrence of each value per role (the same amount is often printed twice).
  const bestByValue = (role: 'gross' | 'net' | 'vat') => {
    const map = new Map<string, AmountHit>();
    for (const h of hits) {
      const key = h.value.toFixed(2);
      const seen = map.get(key);
      if (!seen || prior(h, role) > prior(seen, role)) map.set(key, h);
    }
    return map;
  };
  const grossBy = bestByValue('gross');
  const netBy = bestByValue('net');
  const vatBy = bestByValue('vat');

  let top:
    { score: number; g: AmountHit; n?: AmountHit; v?: AmountHit; tax?: Big; fits: boolean } | undefined;
  for (const g of grossBy.values()) {
    // The total is labelled as one or is the largest amount; small unlabelled amounts that
    // happen to add up (discount lines) are no total.
    if (g.gross === 0 && !g.value.abs().eq(largest)) continue;
    const gScore = prior(g, 'gross');
    if (!top || gScore > top.score) top = { score: gScore, g, fits: false };
    for (const n of netBy.values()) {
      if (n === g) continue; // one printed amount is not both net and gross
      const tax = g.value.minus(n.value);
      // Net and gross share their sign (credit notes: both negative); VAT is 0–30 % of net.
      if (n.value.eq(0) || g.value.gt(0) !== n.value.gt(0)) continue;
      const share = tax.div(n.value);
      if (share.lt(0) || share.gt('0.3')) continue;
      // Credit notes sometimes print the VAT positive beside negative totals.
      const v = vatBy.get(tax.toFixed(2)) ?? vatBy.get(tax.neg().toFixed(2));
      const zeroTax = tax.eq(0);
      if (!v && !zeroTax) continue;
      const rateFit =
        (perRate.size > 0 && rateTaxSum.eq(tax)) ||
        ['19', '7', '0'].some((r) => n.value.times(r).div(100).minus(tax).abs().lte('0.02'));
      const score = gScore + prior(n, 'net') + (v ? prior(v, 'vat') : 0.3) + (rateFit ? 0.4 : 0.15);
      if (score > top.score) top = { score, g, n, v, tax, fits: true };
    }
  }
  const vatByRate = [...perRate.values()].map((l) => ({
    rate: l.rate,
    ...(l.net ? { net: asField(l.net, l.evidence) } : {}),
    tax: asField(l.tax, l.evidence),
  }));
  if (!top || top.score < 0.4) return { vatByRate };
  const bonus = top.fits ? 0.25 : 0;
  return {
    gross: asField(top.g, Math.max(top.g.gross, 0.3) + bonus),
    ...(top.n ? { net: asField(top.n, Math.max(top.n.net, 0.3) + bonus) } : {}),
    ...(top.v
      ? { vat: { ...asField(top.v, Math.max(top.v.vat, 0.3) + bonus), value: toMoney(top.tax!) } }
      : {}),
    vatByRate,
  };
};
