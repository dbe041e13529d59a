import type { En16931Invoice } from '../model.ts';
import { decimalsOf } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';

/** BR-DEC-*: amounts carry at most two decimals (as written, not as computed). */
const maxTwo = (
  id: string,
  bt: string,
  label: string,
  values: (i: En16931Invoice) => (string | undefined)[],
): Rule =>
  rule(id, 'fatal', [bt], `${label} (${bt}) darf höchstens zwei Nachkommastellen haben.`, (i) =>
    countFailing(values(i), (v) => v === undefined || decimalsOf(v) <= 2),
  );

export const decimalRules: Rule[] = [
  maxTwo('BR-DEC-01', 'BT-92', 'Der Betrag eines Nachlasses auf Dokumentenebene', (i) =>
    i.allowances.map((a) => a.amount),
  ),
  maxTwo('BR-DEC-02', 'BT-93', 'Der Grundbetrag eines Nachlasses auf Dokumentenebene', (i) =>
    i.allowances.map((a) => a.baseAmount),
  ),
  maxTwo('BR-DEC-05', 'BT-99', 'Der Betrag eines Zuschlags auf Dokumentenebene', (i) =>
    i.charges.map((a) => a.amount),
  ),
  maxTwo('BR-DEC-06', 'BT-100', 'Der Grundbetrag eines Zuschlags auf Dokumentenebene', (i) =>
    i.charges.map((a) => a.baseAmount),
  ),
  maxTwo('BR-DEC-09', 'BT-106', 'Die Summe der Positionsnettobeträge', (i) => [i.totals.lineNetTotal]),
  maxTwo('BR-DEC-10', 'BT-107', 'Die Summe der Nachlässe', (i) => [i.totals.allowanceTotal]),
  maxTwo('BR-DEC-11', 'BT-108', 'Die Summe der Zuschläge', (i) => [i.totals.chargeTotal]),
  maxTwo('BR-DEC-12', 'BT-109', 'Der Gesamtbetrag ohne Umsatzsteuer', (i) => [i.totals.taxExclusive]),
  maxTwo('BR-DEC-13', 'BT-110', 'Der Umsatzsteuergesamtbetrag', (i) => [i.totals.vatTotal]),
  maxTwo('BR-DEC-14', 'BT-111', 'Der Umsatzsteuergesamtbetrag in Buchungswährung', (i) => [
    i.totals.vatTotalAccountingCurrency,
  ]),
  maxTwo('BR-DEC-15', 'BT-112', 'Der Gesamtbetrag mit Umsatzsteuer', (i) => [i.totals.taxInclusive]),
  maxTwo('BR-DEC-16', 'BT-113', 'Der gezahlte Betrag', (i) => [i.totals.prepaid]),
  maxTwo('BR-DEC-17', 'BT-114', 'Der Rundungsbetrag', (i) => [i.totals.rounding]),
  maxTwo('BR-DEC-18', 'BT-115', 'Der fällige Betrag', (i) => [i.totals.payable]),
  maxTwo('BR-DEC-19', 'BT-116', 'Der steuerpflichtige Betrag einer Kategorie', (i) =>
    i.vatBreakdown.map((b) => b.taxableAmount),
  ),
  maxTwo('BR-DEC-20', 'BT-117', 'Der Steuerbetrag einer Kategorie', (i) =>
    i.vatBreakdown.map((b) => b.taxAmount),
  ),
  maxTwo('BR-DEC-23', 'BT-131', 'Der Nettobetrag einer Rechnungsposition', (i) =>
    i.lines.map((l) => l.netAmount),
  ),
  maxTwo('BR-DEC-24', 'BT-136', 'Der Betrag eines Nachlasses auf Positionsebene', (i) =>
    i.lines.flatMap((l) => l.allowances.map((a) => a.amount)),
  ),
  maxTwo('BR-DEC-25', 'BT-137', 'Der Grundbetrag eines Nachlasses auf Positionsebene', (i) =>
    i.lines.flatMap((l) => l.allowances.map((a) => a.baseAmount)),
  ),
  maxTwo('BR-DEC-27', 'BT-141', 'Der Betrag eines Zuschlags auf Positionsebene', (i) =>
    i.lines.flatMap((l) => l.charges.map((a) => a.amount)),
  ),
  maxTwo('BR-DEC-28', 'BT-142', 'Der Grundbetrag eines Zuschlags auf Positionsebene', (i) =>
    i.lines.flatMap((l) => l.charges.map((a) => a.baseAmount)),
  ),
];
