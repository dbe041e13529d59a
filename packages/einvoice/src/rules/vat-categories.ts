import type { En16931Invoice } from '../model.ts';
import { dec, dec0, has, round2, sum } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';

/**
 * The VAT category rule families BR-S/Z/E/AE/K/G/O-01..14 share one shape: where a line,
 * allowance or charge uses the category, the invoice needs a breakdown for it, the right
 * identifiers, the right rate, and breakdown sums that add up.
 */
interface CategorySpec {
  code: string;
  prefix: string;
  name: string;
  /** Which identifiers the seller/buyer side must (or must not) have. */
  ids: 'sellerAny' | 'sellerVat' | 'sellerAndBuyer' | 'sellerVatAndBuyerVat' | 'none';
  rate: 'positive' | 'nonNegative' | 'zero' | 'absent';
  /** Breakdowns per rate (S, L, M) instead of one per category. */
  perRate: boolean;
  /** BR-x-01: exactly one breakdown (all but S, which wants at least one). */
  exactlyOneBreakdown: boolean;
  exemption: 'forbidden' | 'required';
}

const norm = (v: string | undefined) => v?.trim() ?? '';

const sellerVat = (i: En16931Invoice) => has(i.seller.vatId) || has(i.sellerTaxRepresentative?.vatId);
const sellerAny = (i: En16931Invoice) => sellerVat(i) || has(i.seller.taxRegistrationId);

const identifiersOk = (spec: CategorySpec, i: En16931Invoice): boolean => {
  switch (spec.ids) {
    case 'sellerAny':
      return sellerAny(i);
    case 'sellerVat':
      return sellerVat(i);
    case 'sellerAndBuyer':
      return sellerAny(i) && (has(i.buyer.vatId) || has(i.buyer.legalRegistrationId?.id));
    case 'sellerVatAndBuyerVat':
      return sellerVat(i) && has(i.buyer.vatId);
    case 'none':
      return !has(i.seller.vatId) && !has(i.sellerTaxRepresentative?.vatId) && !has(i.buyer.vatId);
  }
};

const rateOk = (spec: CategorySpec, rate: string | undefined): boolean => {
  if (spec.rate === 'absent') return rate === undefined;
  const r = dec(rate);
  if (r === undefined) return false;
  if (spec.rate === 'nonNegative') return r.gte(0);
  return spec.rate === 'positive' ? r.gt(0) : r.eq(0);
};

const ids: Record<CategorySpec['ids'], string> = {
  sellerAny:
    'die Umsatzsteuer-ID des Verkäufers (BT-31), seine Steuernummer (BT-32) oder die USt-ID des Steuervertreters (BT-63)',
  sellerVat: 'die Umsatzsteuer-ID des Verkäufers (BT-31) oder des Steuervertreters (BT-63)',
  sellerAndBuyer:
    'die Umsatzsteuer-ID oder Steuernummer des Verkäufers (BT-31/BT-32/BT-63) und die USt-ID (BT-48) oder Registernummer (BT-47) des Käufers',
  sellerVatAndBuyerVat: 'die Umsatzsteuer-ID des Verkäufers (BT-31/BT-63) und die des Käufers (BT-48)',
  none: 'keine Umsatzsteuer-ID des Verkäufers (BT-31), des Steuervertreters (BT-63) oder des Käufers (BT-48)',
};

const rateText: Record<CategorySpec['rate'], string> = {
  positive: 'größer als 0 sein',
  nonNegative: 'mindestens 0 sein',
  zero: '0 sein',
  absent: 'nicht angegeben sein',
};

const categoryRules = (spec: CategorySpec): Rule[] => {
  const { code, prefix, name } = spec;
  const isCode = (c: string | undefined) => norm(c) === code;
  const linesOf = (i: En16931Invoice) => i.lines.filter((l) => isCode(l.vat.category));
  const allowancesOf = (i: En16931Invoice) => i.allowances.filter((a) => isCode(a.vatCategory));
  const chargesOf = (i: En16931Invoice) => i.charges.filter((a) => isCode(a.vatCategory));
  const breakdownsOf = (i: En16931Invoice) => i.vatBreakdown.filter((b) => isCode(b.category));
  const used = (i: En16931Invoice) => linesOf(i).length + allowancesOf(i).length + chargesOf(i).length > 0;
  const requiredIds = ids[spec.ids];
  const quoted = `„${name}“ (${code})`;

  const rules: Rule[] = [
    rule(
      `${prefix}-01`,
      'fatal',
      ['BG-23', 'BT-118'],
      spec.exactlyOneBreakdown
        ? `Wird die Umsatzsteuerkategorie ${quoted} verwendet, muss es genau eine Umsatzsteueraufschlüsselung (BG-23) mit dieser Kategorie geben.`
        : `Wird die Umsatzsteuerkategorie ${quoted} verwendet, muss es mindestens eine Umsatzsteueraufschlüsselung (BG-23) mit dieser Kategorie geben.`,
      (i) =>
        used(i) && (spec.exactlyOneBreakdown ? breakdownsOf(i).length !== 1 : breakdownsOf(i).length === 0),
    ),
    rule(
      `${prefix}-02`,
      'fatal',
      ['BT-151', 'BT-31'],
      `Eine Rechnungsposition mit Umsatzsteuerkategorie ${quoted} erfordert ${requiredIds}.`,
      (i) => linesOf(i).length > 0 && !identifiersOk(spec, i),
    ),
    rule(
      `${prefix}-03`,
      'fatal',
      ['BT-95', 'BT-31'],
      `Ein Nachlass mit Umsatzsteuerkategorie ${quoted} erfordert ${requiredIds}.`,
      (i) => allowancesOf(i).length > 0 && !identifiersOk(spec, i),
    ),
    rule(
      `${prefix}-04`,
      'fatal',
      ['BT-102', 'BT-31'],
      `Ein Zuschlag mit Umsatzsteuerkategorie ${quoted} erfordert ${requiredIds}.`,
      (i) => chargesOf(i).length > 0 && !identifiersOk(spec, i),
    ),
    rule(
      `${prefix}-05`,
      'fatal',
      ['BT-152'],
      `Bei Rechnungspositionen der Kategorie ${quoted} muss der Steuersatz (BT-152) ${rateText[spec.rate]}.`,
      (i) => countFailing(linesOf(i), (l) => rateOk(spec, l.vat.rate)),
    ),
    rule(
      `${prefix}-06`,
      'fatal',
      ['BT-96'],
      `Bei Nachlässen der Kategorie ${quoted} muss der Steuersatz (BT-96) ${rateText[spec.rate]}.`,
      (i) => countFailing(allowancesOf(i), (a) => rateOk(spec, a.vatRate)),
    ),
    rule(
      `${prefix}-07`,
      'fatal',
      ['BT-103'],
      `Bei Zuschlägen der Kategorie ${quoted} muss der Steuersatz (BT-103) ${rateText[spec.rate]}.`,
      (i) => countFailing(chargesOf(i), (a) => rateOk(spec, a.vatRate)),
    ),
    rule(
      `${prefix}-08`,
      'fatal',
      ['BT-116'],
      `Der steuerpflichtige Betrag (BT-116) der Kategorie ${quoted} muss der Summe der Positionsnettobeträge zuzüglich Zuschläge abzüglich Nachlässe dieser Kategorie${spec.perRate ? ' und dieses Steuersatzes' : ''} entsprechen.`,
      (i) =>
        countFailing(breakdownsOf(i), (b) => {
          // Standard rate: per rate; all others: one breakdown for the whole category.
          const sameRate = (r: string | undefined) => !spec.perRate || (dec(r)?.eq(dec0(b.rate)) ?? false);
          const expected = round2(
            sum(
              linesOf(i)
                .filter((l) => sameRate(l.vat.rate))
                .map((l) => l.netAmount),
            ),
          )
            .plus(
              round2(
                sum(
                  chargesOf(i)
                    .filter((a) => sameRate(a.vatRate))
                    .map((a) => a.amount),
                ),
              ),
            )
            .minus(
              round2(
                sum(
                  allowancesOf(i)
                    .filter((a) => sameRate(a.vatRate))
                    .map((a) => a.amount),
                ),
              ),
            );
          const taxable = dec(b.taxableAmount);
          if (taxable === undefined) return false;
          // The CEN artefacts allow a rounding slack of less than one unit for the standard rate.
          return spec.perRate ? taxable.minus(expected).abs().lt(1) : taxable.eq(expected);
        }),
    ),
    rule(
      `${prefix}-09`,
      'fatal',
      ['BT-117'],
      spec.perRate
        ? `Der Steuerbetrag (BT-117) der Kategorie ${quoted} muss dem steuerpflichtigen Betrag (BT-116) mal Steuersatz (BT-119) / 100 entsprechen.`
        : `Der Steuerbetrag (BT-117) der Kategorie ${quoted} muss 0 sein.`,
      (i) =>
        countFailing(breakdownsOf(i), (b) => {
          const tax = dec(b.taxAmount);
          if (tax === undefined) return true;
          if (!spec.perRate) return tax.eq(0);
          const expected = round2(dec0(b.taxableAmount).abs().times(dec0(b.rate)).div(100));
          return tax.abs().minus(1).lt(expected) && tax.abs().plus(1).gt(expected);
        }),
    ),
    rule(
      `${prefix}-10`,
      'fatal',
      ['BT-120', 'BT-121'],
      spec.exemption === 'forbidden'
        ? `Eine Umsatzsteueraufschlüsselung der Kategorie ${quoted} darf keinen Befreiungsgrund (BT-120) und keinen Befreiungsgrund-Code (BT-121) enthalten.`
        : `Eine Umsatzsteueraufschlüsselung der Kategorie ${quoted} muss einen Befreiungsgrund (BT-120) oder einen Befreiungsgrund-Code (BT-121) enthalten.`,
      (i) =>
        countFailing(breakdownsOf(i), (b) =>
          spec.exemption === 'forbidden'
            ? b.exemptionReason === undefined && b.exemptionReasonCode === undefined
            : has(b.exemptionReason) || has(b.exemptionReasonCode),
        ),
    ),
  ];
  if (code === 'K') {
    rules.push(
      rule(
        'BR-IC-11',
        'fatal',
        ['BT-72', 'BG-14'],
        'Bei innergemeinschaftlicher Lieferung (K) muss das Lieferdatum (BT-72) oder der Rechnungszeitraum (BG-14) angegeben werden.',
        (i) => breakdownsOf(i).length > 0 && !has(i.delivery?.actualDeliveryDate) && !i.invoicingPeriod,
      ),
      rule(
        'BR-IC-12',
        'fatal',
        ['BT-80'],
        'Bei innergemeinschaftlicher Lieferung (K) muss der Ländercode der Lieferanschrift (BT-80) angegeben werden.',
        (i) => breakdownsOf(i).length > 0 && !has(i.delivery?.address?.countryCode),
      ),
    );
  }
  if (code === 'O') {
    rules.push(
      rule(
        'BR-O-11',
        'fatal',
        ['BG-23'],
        'Eine Rechnung mit nicht steuerbaren Umsätzen (O) darf keine Umsatzsteueraufschlüsselung einer anderen Kategorie enthalten.',
        (i) => breakdownsOf(i).length > 0 && i.vatBreakdown.some((b) => !isCode(b.category)),
      ),
      rule(
        'BR-O-12',
        'fatal',
        ['BT-151'],
        'Enthält die Rechnung eine Aufschlüsselung „nicht steuerbar“ (O), müssen alle Positionen die Kategorie O haben.',
        (i) => (breakdownsOf(i).length > 0 ? countFailing(i.lines, (l) => isCode(l.vat.category)) : 0),
      ),
      rule(
        'BR-O-13',
        'fatal',
        ['BT-95'],
        'Enthält die Rechnung eine Aufschlüsselung „nicht steuerbar“ (O), müssen alle Nachlässe die Kategorie O haben.',
        (i) => (breakdownsOf(i).length > 0 ? countFailing(i.allowances, (a) => isCode(a.vatCategory)) : 0),
      ),
      rule(
        'BR-O-14',
        'fatal',
        ['BT-102'],
        'Enthält die Rechnung eine Aufschlüsselung „nicht steuerbar“ (O), müssen alle Zuschläge die Kategorie O haben.',
        (i) => (breakdownsOf(i).length > 0 ? countFailing(i.charges, (a) => isCode(a.vatCategory)) : 0),
      ),
    );
  }
  return rules;
};

export const vatCategoryRules: Rule[] = [
  {
    code: 'S',
    prefix: 'BR-S',
    name: 'Normalsatz',
    ids: 'sellerAny',
    rate: 'positive',
    perRate: true,
    exactlyOneBreakdown: false,
    exemption: 'forbidden',
  },
  {
    code: 'Z',
    prefix: 'BR-Z',
    name: 'Nullsatz',
    ids: 'sellerAny',
    rate: 'zero',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'forbidden',
  },
  {
    code: 'E',
    prefix: 'BR-E',
    name: 'steuerbefreit',
    ids: 'sellerAny',
    rate: 'zero',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'required',
  },
  {
    code: 'AE',
    prefix: 'BR-AE',
    name: 'Umkehr der Steuerschuldnerschaft',
    ids: 'sellerAndBuyer',
    rate: 'zero',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'required',
  },
  {
    code: 'K',
    prefix: 'BR-IC',
    name: 'innergemeinschaftliche Lieferung',
    ids: 'sellerVatAndBuyerVat',
    rate: 'zero',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'required',
  },
  {
    code: 'G',
    prefix: 'BR-G',
    name: 'Ausfuhr außerhalb der EU',
    ids: 'sellerVat',
    rate: 'zero',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'required',
  },
  {
    code: 'O',
    prefix: 'BR-O',
    name: 'nicht steuerbar',
    ids: 'none',
    rate: 'absent',
    perRate: false,
    exactlyOneBreakdown: true,
    exemption: 'required',
  },
  {
    code: 'L',
    prefix: 'BR-AF',
    name: 'IGIC (Kanarische Inseln)',
    ids: 'sellerAny',
    rate: 'nonNegative',
    perRate: true,
    exactlyOneBreakdown: false,
    exemption: 'forbidden',
  },
  {
    code: 'M',
    prefix: 'BR-AG',
    name: 'IPSI (Ceuta und Melilla)',
    ids: 'sellerAny',
    rate: 'nonNegative',
    perRate: true,
    exactlyOneBreakdown: false,
    exemption: 'forbidden',
  },
].flatMap((spec) => categoryRules(spec as CategorySpec));
