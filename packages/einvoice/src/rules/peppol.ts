import type Big from 'big.js';
import type { AllowanceCharge, En16931Invoice, LineAllowanceCharge } from '../model.ts';
import { dec, dec0, has, sum } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';
import { all, at, attr, kid, text } from '../xml.ts';

/**
 * The PEPPOL-EN16931-R* rules that the XRechnung 3.0 Schematron carries over from Peppol BIS
 * Billing 3 (harmonisation); they apply to XRechnung invoices only.
 */
const slack = (actual: Big | undefined, expected: Big, tolerance: string) =>
  actual !== undefined && actual.minus(expected).abs().lte(tolerance);

/** Currencies without minor units: PEPPOL allows half a unit of slack instead of 0.02. */
const ZERO_DECIMAL_CURRENCIES = new Set(
  'BIF CLP DJF GNF HUF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
const tolerance = (i: En16931Invoice) => (ZERO_DECIMAL_CURRENCIES.has(i.currency ?? '') ? '0.5' : '0.02');

const allAllowanceCharges = (i: En16931Invoice): (AllowanceCharge | LineAllowanceCharge)[] => [
  ...i.allowances,
  ...i.charges,
  ...i.lines.flatMap((l) => [...l.allowances, ...l.charges]),
];

const within = (date: string | undefined, start: string | undefined, end: string | undefined) =>
  !has(date) || ((!has(start) || date! >= start!) && (!has(end) || date! <= end!));

export const peppolRules: Rule[] = [
  rule(
    'PEPPOL-EN16931-R001',
    'fatal',
    ['BT-23'],
    'Die Prozesskennung (BT-23) muss angegeben werden.',
    (i) => !has(i.profileId),
  ),
  rule(
    'PEPPOL-EN16931-R005',
    'fatal',
    ['BT-6'],
    'Die Umsatzsteuer-Buchungswährung (BT-6) muss sich von der Rechnungswährung (BT-5) unterscheiden, wenn sie angegeben ist.',
    (i) => i.vatAccountingCurrency !== undefined && i.vatAccountingCurrency === i.currency,
  ),
  rule(
    'PEPPOL-EN16931-R008',
    'fatal',
    [],
    'Die Rechnung darf keine leeren Elemente enthalten.',
    (_i, ctx) => {
      let n = 0;
      for (const elements of ctx.byName.values()) {
        for (const el of elements) {
          let leaf = true;
          for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) leaf = false;
          // CII requires ApplicableHeaderTradeDelivery even when it has nothing to say.
          if (
            leaf &&
            (el.textContent ?? '').trim() === '' &&
            el.localName !== 'ApplicableHeaderTradeDelivery'
          )
            n++;
        }
      }
      return n;
    },
  ),
  rule(
    'PEPPOL-EN16931-R010',
    'fatal',
    ['BT-49'],
    'Die elektronische Adresse des Käufers (BT-49) muss angegeben werden.',
    (i) => !i.buyer.electronicAddress,
  ),
  rule(
    'PEPPOL-EN16931-R020',
    'fatal',
    ['BT-34'],
    'Die elektronische Adresse des Verkäufers (BT-34) muss angegeben werden.',
    (i) => !i.seller.electronicAddress,
  ),
  rule(
    'PEPPOL-EN16931-R040',
    'fatal',
    ['BT-92', 'BT-93', 'BT-94'],
    'Der Betrag eines Nachlasses/Zuschlags muss Grundbetrag × Prozentsatz / 100 entsprechen, wenn beide angegeben sind.',
    (i) =>
      countFailing(
        allAllowanceCharges(i),
        (a) =>
          !has(a.percentage) ||
          !has(a.baseAmount) ||
          slack(dec(a.amount), dec0(a.baseAmount).times(dec0(a.percentage)).div(100), tolerance(i)),
      ),
  ),
  rule(
    'PEPPOL-EN16931-R041',
    'fatal',
    ['BT-93'],
    'Ist ein Prozentsatz für einen Nachlass/Zuschlag angegeben, muss auch der Grundbetrag angegeben werden.',
    (i) => countFailing(allAllowanceCharges(i), (a) => !has(a.percentage) || has(a.baseAmount)),
  ),
  rule(
    'PEPPOL-EN16931-R042',
    'fatal',
    ['BT-94'],
    'Ist ein Grundbetrag für einen Nachlass/Zuschlag angegeben, muss auch der Prozentsatz angegeben werden.',
    (i) => countFailing(allAllowanceCharges(i), (a) => !has(a.baseAmount) || has(a.percentage)),
  ),
  rule(
    'PEPPOL-EN16931-R046',
    'fatal',
    ['BT-146', 'BT-148'],
    'Der Nettopreis (BT-146) muss dem Bruttopreis (BT-148) abzüglich des Preisnachlasses (BT-147) entsprechen.',
    (i) =>
      countFailing(i.lines, (l) => {
        if (!has(l.price.grossPrice)) return true;
        const net = dec(l.price.netPrice);
        return net !== undefined && net.eq(dec0(l.price.grossPrice).minus(dec0(l.price.discount)));
      }),
  ),
  rule(
    'PEPPOL-EN16931-R053',
    'fatal',
    ['BT-110'],
    'Der Umsatzsteuergesamtbetrag in Rechnungswährung (BT-110) darf nur einmal angegeben werden.',
    (i, ctx) => (ctx.vatTotalCount ?? (has(i.totals.vatTotal) ? 1 : 0)) > 1,
  ),
  rule(
    'PEPPOL-EN16931-R054',
    'fatal',
    ['BT-111'],
    'Der Umsatzsteuergesamtbetrag in Buchungswährung (BT-111) muss genau dann einmal angegeben werden, wenn eine Buchungswährung (BT-6) genannt ist.',
    (i, ctx) => {
      if (i.syntax === 'cii' && ctx.root) {
        // CII: exactly one TaxTotalAmount in a currency other than BT-5 when BT-6 is given, else none.
        const settlement = at(ctx.root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement');
        const currency = text(kid(settlement, 'InvoiceCurrencyCode'));
        const hasTaxCurrency = kid(settlement, 'TaxCurrencyCode') !== undefined;
        const others = all(
          settlement,
          'SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount',
        ).filter((t) => attr(t, 'currencyID') !== undefined && attr(t, 'currencyID') !== currency).length;
        return others !== (hasTaxCurrency ? 1 : 0);
      }
      return ctx.vatTotalOtherCount !== undefined
        ? ctx.vatTotalOtherCount !== (has(i.vatAccountingCurrency) ? 1 : 0)
        : (has(i.vatAccountingCurrency) && i.vatAccountingCurrency !== i.currency) !==
            has(i.totals.vatTotalAccountingCurrency);
    },
  ),
  rule(
    'PEPPOL-EN16931-R055',
    'fatal',
    ['BT-110', 'BT-111'],
    'Der Umsatzsteuergesamtbetrag in Rechnungs- (BT-110) und in Buchungswährung (BT-111) müssen dasselbe Vorzeichen haben.',
    (i) => {
      const a = dec(i.totals.vatTotal);
      const b = dec(i.totals.vatTotalAccountingCurrency);
      return a !== undefined && b !== undefined && a.lt(0) !== b.lt(0);
    },
  ),
  rule(
    'PEPPOL-EN16931-R061',
    'fatal',
    ['BT-89'],
    'Bei Lastschrift muss die Mandatsreferenz (BT-89) angegeben werden.',
    (i) =>
      ['49', '59'].includes(i.paymentInstructions?.meansCode?.trim() ?? '') &&
      !has(i.paymentInstructions?.directDebit?.mandateReference),
  ),
  rule(
    'PEPPOL-EN16931-R110',
    'fatal',
    ['BT-134'],
    'Der Beginn des Abrechnungszeitraums einer Position (BT-134) muss im Rechnungszeitraum (BG-14) liegen.',
    (i) =>
      countFailing(
        i.lines,
        (l) => !i.invoicingPeriod || within(l.period?.start, i.invoicingPeriod.start, i.invoicingPeriod.end),
      ),
  ),
  rule(
    'PEPPOL-EN16931-R111',
    'fatal',
    ['BT-135'],
    'Das Ende des Abrechnungszeitraums einer Position (BT-135) muss im Rechnungszeitraum (BG-14) liegen.',
    (i) =>
      countFailing(
        i.lines,
        (l) => !i.invoicingPeriod || within(l.period?.end, i.invoicingPeriod.start, i.invoicingPeriod.end),
      ),
  ),
  rule(
    'PEPPOL-EN16931-R120',
    'warning',
    ['BT-131'],
    'Der Nettobetrag einer Position (BT-131) soll Menge × (Nettopreis / Basismenge) zuzüglich Zuschläge abzüglich Nachlässe der Position entsprechen.',
    (i) =>
      countFailing(i.lines, (l) => {
        const base = dec(l.price.baseQuantity);
        const perUnit = dec0(l.price.netPrice).div(base && !base.eq(0) ? base : 1);
        const expected = dec0(l.quantity)
          .times(perUnit)
          .plus(sum(l.charges.map((c) => c.amount)))
          .minus(sum(l.allowances.map((a) => a.amount)));
        return slack(dec(l.netAmount), expected, tolerance(i));
      }),
  ),
  rule(
    'PEPPOL-EN16931-R121',
    'fatal',
    ['BT-149'],
    'Die Basismenge des Preises (BT-149) muss größer als 0 sein.',
    (i) =>
      countFailing(
        i.lines,
        (l) => l.price.baseQuantity === undefined || (dec(l.price.baseQuantity)?.gt(0) ?? false),
      ),
  ),
  rule(
    'PEPPOL-EN16931-R130',
    'fatal',
    ['BT-150', 'BT-130'],
    'Die Einheit der Basismenge (BT-150) muss der Einheit der Menge (BT-130) entsprechen.',
    (i) =>
      countFailing(
        i.lines,
        (l) => l.price.baseQuantityUnitCode === undefined || l.price.baseQuantityUnitCode === l.unitCode,
      ),
  ),
];
