import type Big from 'big.js';
import { VAT_PREFIXES } from '../codelists/code-lists.ts';
import type { En16931Invoice } from '../model.ts';
import { attr, at, kid, kids, text, type Element } from '../xml.ts';
import { dec, dec0, has, round2, sum } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';

const eq = (a: Big | undefined, b: Big) => a !== undefined && a.eq(b);

/**
 * BR-CO-15 as the CEN CII binding states it: exactly one TaxTotalAmount whose currencyID is the
 * invoice currency and GrandTotal = round(TaxBasisTotal + that amount) — or GrandTotal equal to
 * TaxBasisTotal (no VAT charged, e.g. only BT-111 in another currency).
 */
const ciiBrCo15Holds = (root: Element): boolean => {
  const settlement = at(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement');
  const currency = text(kid(settlement, 'InvoiceCurrencyCode'));
  const sums = kid(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const grand = dec(text(kid(sums, 'GrandTotalAmount')));
  const basis = dec(text(kid(sums, 'TaxBasisTotalAmount')));
  if (grand && basis && grand.eq(basis)) return true;
  if (currency === undefined) return false;
  const vat = kids(sums, 'TaxTotalAmount').filter((t) => attr(t, 'currencyID') === currency);
  if (vat.length !== 1 || !grand || !basis) return false;
  return grand.eq(round2(basis.plus(dec0(text(vat[0])))));
};

/** Exact BT-110 count matters for BR-CO-15; the readers see it in the tree, the model has at most one. */
export const vatTotalCount = (inv: En16931Invoice, counted?: number) =>
  counted ?? (has(inv.totals.vatTotal) ? 1 : 0);

const vatIds = (i: En16931Invoice) =>
  [i.seller.vatId, i.buyer.vatId, i.sellerTaxRepresentative?.vatId].filter(
    (v): v is string => v !== undefined,
  );

/** BR-CO-*: conditions and sums across terms. */
export const totalsRules: Rule[] = [
  rule(
    'BR-CO-03',
    'fatal',
    ['BT-7', 'BT-8'],
    'Steuerpflichtiges Datum (BT-7) und dessen Code (BT-8) schließen sich aus; bitte nur eines angeben.',
    (i) => has(i.taxPointDate) && has(i.taxPointDateCode),
  ),
  rule(
    'BR-CO-04',
    'fatal',
    ['BT-151'],
    'Jede Rechnungsposition muss einen Umsatzsteuer-Kategoriecode (BT-151) haben.',
    (i) => countFailing(i.lines, (l) => has(l.vat.category)),
  ),
  rule(
    'BR-CO-09',
    'fatal',
    ['BT-31', 'BT-48', 'BT-63'],
    'Umsatzsteuer-Identifikationsnummern (BT-31, BT-48, BT-63) müssen mit einem Ländercode nach ISO 3166-1 beginnen (Griechenland: EL).',
    (i) => countFailing(vatIds(i), (v) => VAT_PREFIXES.has(v.slice(0, 2))),
  ),
  rule(
    'BR-CO-10',
    'fatal',
    ['BT-106', 'BT-131'],
    'Die Summe der Nettobeträge der Positionen (BT-106) muss der Summe der Nettobeträge aller Rechnungspositionen (BT-131) entsprechen.',
    (i) => !eq(dec(i.totals.lineNetTotal), round2(sum(i.lines.map((l) => l.netAmount)))),
  ),
  rule(
    'BR-CO-11',
    'fatal',
    ['BT-107', 'BT-92'],
    'Die Summe der Nachlässe auf Dokumentenebene (BT-107) muss der Summe der einzelnen Nachlassbeträge (BT-92) entsprechen.',
    (i) =>
      i.totals.allowanceTotal === undefined
        ? i.allowances.length > 0
        : !eq(dec(i.totals.allowanceTotal), round2(sum(i.allowances.map((a) => a.amount)))),
  ),
  rule(
    'BR-CO-12',
    'fatal',
    ['BT-108', 'BT-99'],
    'Die Summe der Zuschläge auf Dokumentenebene (BT-108) muss der Summe der einzelnen Zuschlagsbeträge (BT-99) entsprechen.',
    (i) =>
      i.totals.chargeTotal === undefined
        ? i.charges.length > 0
        : !eq(dec(i.totals.chargeTotal), round2(sum(i.charges.map((a) => a.amount)))),
  ),
  rule(
    'BR-CO-13',
    'fatal',
    ['BT-109'],
    'Der Gesamtbetrag ohne Umsatzsteuer (BT-109) muss BT-106 abzüglich der Nachlässe (BT-107) zuzüglich der Zuschläge (BT-108) entsprechen.',
    (i) =>
      !eq(
        dec(i.totals.taxExclusive),
        round2(
          dec0(i.totals.lineNetTotal).minus(dec0(i.totals.allowanceTotal)).plus(dec0(i.totals.chargeTotal)),
        ),
      ),
  ),
  rule(
    'BR-CO-14',
    'fatal',
    ['BT-110', 'BT-117'],
    'Der Umsatzsteuergesamtbetrag (BT-110) muss der Summe der Steuerbeträge der Umsatzsteueraufschlüsselung (BT-117) entsprechen.',
    (i, ctx) => {
      if (i.syntax === 'ubl' && ctx.root)
        // CEN UBL binding: each TaxTotal with subtotals against its own subtotals.
        return countFailing(
          kids(ctx.root, 'TaxTotal').filter((t) => kids(t, 'TaxSubtotal').length > 0),
          (t) =>
            eq(
              dec(text(kid(t, 'TaxAmount'))),
              round2(sum(kids(t, 'TaxSubtotal').map((st) => text(kid(st, 'TaxAmount'))))),
            ),
        );
      // UBL checks only a TaxTotal with subtotals; CII compares BT-110 with the (possibly empty) breakdown.
      return (
        (i.vatBreakdown.length > 0 || i.syntax === 'cii') &&
        has(i.totals.vatTotal) &&
        !eq(dec(i.totals.vatTotal), round2(sum(i.vatBreakdown.map((b) => b.taxAmount))))
      );
    },
  ),
  rule(
    'BR-CO-15',
    'fatal',
    ['BT-112', 'BT-109', 'BT-110'],
    'Der Gesamtbetrag mit Umsatzsteuer (BT-112) muss dem Gesamtbetrag ohne Umsatzsteuer (BT-109) zuzüglich des Umsatzsteuergesamtbetrags (BT-110) entsprechen; BT-110 muss genau einmal angegeben sein.',
    (i, ctx) => {
      if (i.syntax === 'cii' && ctx.root) return !ciiBrCo15Holds(ctx.root);
      // UBL wants BT-110 exactly once; a CII model without its tree may leave it out (then 0).
      return (
        (i.syntax === 'ubl'
          ? vatTotalCount(i, ctx.vatTotalCount) !== 1
          : vatTotalCount(i, ctx.vatTotalCount) > 1) ||
        !eq(dec(i.totals.taxInclusive), round2(dec0(i.totals.taxExclusive).plus(dec0(i.totals.vatTotal))))
      );
    },
  ),
  rule(
    'BR-CO-16',
    'fatal',
    ['BT-115'],
    'Der fällige Betrag (BT-115) muss dem Gesamtbetrag mit Umsatzsteuer (BT-112) abzüglich des gezahlten Betrags (BT-113) zuzüglich des Rundungsbetrags (BT-114) entsprechen.',
    (i) =>
      !eq(
        dec(i.totals.payable),
        round2(dec0(i.totals.taxInclusive).minus(dec0(i.totals.prepaid)).plus(dec0(i.totals.rounding))),
      ),
  ),
  rule(
    'BR-CO-17',
    'fatal',
    ['BT-117', 'BT-116', 'BT-119'],
    'Der Steuerbetrag einer Umsatzsteuerkategorie (BT-117) muss dem steuerpflichtigen Betrag (BT-116) mal Steuersatz (BT-119) / 100 entsprechen, kaufmännisch auf zwei Nachkommastellen gerundet.',
    (i) =>
      countFailing(i.vatBreakdown, (b) => {
        const rate = dec(b.rate);
        const tax = dec(b.taxAmount);
        if (rate === undefined) return tax === undefined || Number(tax.round(0)) === 0;
        if (tax === undefined) return true;
        if (rate.round(0).eq(0) && tax.round(0).eq(0)) return true;
        const expected = round2(dec0(b.taxableAmount).abs().times(rate).div(100));
        return tax.abs().minus(1).lt(expected) && tax.abs().plus(1).gt(expected);
      }),
  ),
  rule(
    'BR-CO-18',
    'fatal',
    ['BG-23'],
    'Die Rechnung muss mindestens eine Umsatzsteueraufschlüsselung (BG-23) enthalten.',
    // KoSIT's CII run never reports BR-CO-18 (the CII binding has no context for a missing
    // breakdown); we follow the reference validator there and keep the check for UBL and models.
    (i, ctx) => i.vatBreakdown.length === 0 && !(i.syntax === 'cii' && ctx.root),
  ),
  rule(
    'BR-CO-19',
    'fatal',
    ['BG-14'],
    'Wenn ein Rechnungszeitraum (BG-14) angegeben ist, muss er ein Anfangs- (BT-73) oder Enddatum (BT-74) enthalten.',
    (i) =>
      !!i.invoicingPeriod &&
      !has(i.invoicingPeriod.start) &&
      !has(i.invoicingPeriod.end) &&
      i.syntax === 'cii',
  ),
  rule(
    'BR-CO-20',
    'fatal',
    ['BG-26'],
    'Wenn ein Abrechnungszeitraum einer Position (BG-26) angegeben ist, muss er ein Anfangs- (BT-134) oder Enddatum (BT-135) enthalten.',
    (i) => countFailing(i.lines, (l) => !l.period || has(l.period.start) || has(l.period.end)),
  ),
  rule(
    'BR-CO-21',
    'fatal',
    ['BT-97', 'BT-98'],
    'Jeder Nachlass auf Dokumentenebene braucht einen Grund (BT-97) oder einen Grund-Code (BT-98).',
    (i) => countFailing(i.allowances, (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule(
    'BR-CO-22',
    'fatal',
    ['BT-104', 'BT-105'],
    'Jeder Zuschlag auf Dokumentenebene braucht einen Grund (BT-104) oder einen Grund-Code (BT-105).',
    (i) => countFailing(i.charges, (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule(
    'BR-CO-23',
    'fatal',
    ['BT-139', 'BT-140'],
    'Jeder Nachlass auf Positionsebene braucht einen Grund (BT-139) oder einen Grund-Code (BT-140).',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => l.allowances),
        (a) => has(a.reason) || has(a.reasonCode),
      ),
  ),
  rule(
    'BR-CO-24',
    'fatal',
    ['BT-144', 'BT-145'],
    'Jeder Zuschlag auf Positionsebene braucht einen Grund (BT-144) oder einen Grund-Code (BT-145).',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => l.charges),
        (a) => has(a.reason) || has(a.reasonCode),
      ),
  ),
  rule(
    'BR-CO-25',
    'fatal',
    ['BT-9', 'BT-20'],
    'Ist der fällige Betrag (BT-115) positiv, muss ein Fälligkeitsdatum (BT-9) oder eine Zahlungsbedingung (BT-20) angegeben werden.',
    (i, ctx) =>
      // Removed for UBL credit notes (CEN hotfix 2019-08-15); it still applies to invoices.
      !(i.syntax === 'ubl' && i.rootKind === 'creditNote') &&
      // The CII binding evaluates it on SpecifiedTradePaymentTerms, so only when that group exists.
      !(
        i.syntax === 'cii' &&
        ctx.root &&
        (ctx.byName.get('SpecifiedTradePaymentTerms') ?? []).length === 0
      ) &&
      (dec(i.totals.payable)?.gt(0) ?? false) &&
      !has(i.dueDate) &&
      i.paymentTerms === undefined,
  ),
  rule(
    'BR-CO-26',
    'fatal',
    ['BT-29', 'BT-30', 'BT-31'],
    'Zur Identifikation des Verkäufers muss eine Verkäuferkennung (BT-29), eine Registernummer (BT-30) oder eine Umsatzsteuer-Identifikationsnummer (BT-31) angegeben werden.',
    (i) =>
      i.seller.identifiers.length === 0 &&
      !i.seller.legalRegistrationId &&
      i.seller.vatId === undefined &&
      !(i.syntax === 'ubl' && i.seller.taxRegistrationId !== undefined),
  ),
];
