import type { En16931Invoice, Party, PostalAddress } from '@kontor/einvoice';
import { parsePaymentTerms } from '../einvoice/payment-terms.ts';
import { DOCUMENT_TYPES, PAYMENT_MEANS, UNITS, VAT_CATEGORIES, labelOf } from './german-labels.ts';

/**
 * The invoice as a person reads it (like the KoSIT visualisation): German labels, de-DE numbers and
 * dates, every value plain text. Nothing here is markup or a link — the web renders it with React
 * (escaping by default) and `renderInvoiceHtml` escapes it, so content from the XML stays inert.
 */
export interface InvoiceView {
  title: string;
  facts: ViewFact[];
  parties: { title: string; lines: string[]; facts: ViewFact[] }[];
  lines: ViewLine[];
  allowancesAndCharges: { kind: 'Nachlass' | 'Zuschlag'; reason: string; amount: string; vat: string }[];
  vatBreakdown: { category: string; rate: string; net: string; tax: string; exemption?: string }[];
  totals: (ViewFact & { emphasis?: boolean })[];
  payment: ViewFact[];
  notes: string[];
  attachments: { id: string; description?: string; file?: string; reference?: string }[];
}

export interface ViewFact {
  label: string;
  value: string;
}

export interface ViewLine {
  position: string;
  name: string;
  description?: string;
  quantity: string;
  unitPrice: string;
  net: string;
  vat: string;
  facts: ViewFact[];
}

const number = (value: string | undefined, digits: { min: number; max: number }) =>
  value === undefined || !/^[+-]?\d+(\.\d+)?$/.test(value.trim())
    ? (value ?? '')
    : // Format the decimal text without a float: split integer and fraction digits.
      formatDecimal(value.trim(), digits);

const formatDecimal = (text: string, { min, max }: { min: number; max: number }) => {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let digits = fraction.replace(/0+$/, '');
  if (digits.length < min) digits = digits.padEnd(min, '0');
  if (digits.length > max) digits = fraction; // never round away what the sender wrote
  return `${negative ? '-' : ''}${grouped}${digits ? `,${digits}` : ''}`;
};

const money = (value: string | undefined, currency: string | undefined) =>
  value === undefined
    ? ''
    : `${number(value, { min: 2, max: 2 })} ${currency === 'EUR' || !currency ? '€' : currency}`;
const date = (iso: string | undefined) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : (iso ?? '');
};
const rate = (value: string | undefined) =>
  value === undefined ? '' : `${number(value, { min: 0, max: 4 })} %`;
const iban = (value: string | undefined) => value?.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ') ?? '';

const facts = (entries: [string, string | undefined][]): ViewFact[] =>
  entries.filter((e): e is [string, string] => !!e[1]).map(([label, value]) => ({ label, value }));

const addressLines = (a: PostalAddress | undefined) =>
  a
    ? [
        a.line1,
        a.line2,
        a.line3,
        [a.postCode, a.city].filter(Boolean).join(' '),
        a.subdivision,
        a.countryCode,
      ].filter((l): l is string => !!l)
    : [];

const partyView = (title: string, p: Party) => ({
  title,
  lines: [
    p.name,
    p.tradingName && p.tradingName !== p.name ? p.tradingName : undefined,
    ...addressLines(p.address),
  ].filter((l): l is string => !!l),
  facts: facts([
    ['USt-IdNr.', p.vatId],
    ['Steuernummer', p.taxRegistrationId],
    ['Registernummer', p.legalRegistrationId?.id],
    ['Kennung', p.identifiers.map((i) => i.id).join(', ') || undefined],
    ['Elektronische Adresse', p.electronicAddress?.id],
    ['Ansprechpartner', p.contact?.name],
    ['Telefon', p.contact?.phone],
    ['E-Mail', p.contact?.email],
    ['Weitere rechtliche Angaben', p.additionalLegalInfo],
  ]),
});

const period = (p: { start?: string; end?: string } | undefined) =>
  p && (p.start || p.end) ? `${date(p.start)} – ${date(p.end)}` : undefined;

export const buildInvoiceView = (inv: En16931Invoice): InvoiceView => {
  const cur = inv.currency;
  const terms = parsePaymentTerms(inv.paymentTerms, {
    issueDate: inv.issueDate,
    amountDue: inv.totals.payable,
  });
  const pay = inv.paymentInstructions;
  return {
    title:
      labelOf(DOCUMENT_TYPES, inv.typeCode) ?? (inv.rootKind === 'creditNote' ? 'Gutschrift' : 'Rechnung'),
    facts: facts([
      ['Rechnungsnummer', inv.number],
      ['Rechnungsdatum', date(inv.issueDate)],
      ['Fälligkeitsdatum', inv.dueDate && date(inv.dueDate)],
      ['Liefer-/Leistungsdatum', inv.delivery?.actualDeliveryDate && date(inv.delivery.actualDeliveryDate)],
      ['Abrechnungszeitraum', period(inv.invoicingPeriod)],
      ['Währung', cur],
      ['Käuferreferenz / Leitweg-ID', inv.buyerReference],
      ['Bestellnummer', inv.purchaseOrderReference],
      ['Auftragsnummer', inv.salesOrderReference],
      ['Projekt', inv.projectReference],
      ['Vertrag', inv.contractReference],
      [
        'Vorherige Rechnung',
        inv.precedingInvoices
          .map((p) => [p.number, date(p.issueDate)].filter(Boolean).join(' vom '))
          .join(', ') || undefined,
      ],
      ['Spezifikation', inv.customizationId],
    ]),
    parties: [
      partyView('Verkäufer', inv.seller),
      partyView('Käufer', inv.buyer),
      ...(inv.payee?.name ? [{ title: 'Zahlungsempfänger', lines: [inv.payee.name], facts: [] }] : []),
      ...(inv.sellerTaxRepresentative?.name
        ? [
            {
              title: 'Steuervertreter',
              lines: [inv.sellerTaxRepresentative.name, ...addressLines(inv.sellerTaxRepresentative.address)],
              facts: facts([['USt-IdNr.', inv.sellerTaxRepresentative.vatId]]),
            },
          ]
        : []),
      ...(inv.delivery && (inv.delivery.name || inv.delivery.address)
        ? [
            {
              title: 'Lieferanschrift',
              lines: [inv.delivery.name, ...addressLines(inv.delivery.address)].filter(
                (l): l is string => !!l,
              ),
              facts: [],
            },
          ]
        : []),
    ],
    lines: inv.lines.map((l) => ({
      position: l.id ?? '',
      name: l.item.name ?? '',
      description: l.item.description,
      quantity: `${number(l.quantity, { min: 0, max: 4 })} ${labelOf(UNITS, l.unitCode) ?? ''}`.trim(),
      unitPrice: money(l.price.netPrice, cur),
      net: money(l.netAmount, cur),
      vat: [rate(l.vat.rate), l.vat.category && `(${l.vat.category})`].filter(Boolean).join(' '),
      facts: facts([
        ['Artikelnummer', l.item.sellerId],
        ['Artikelnummer Käufer', l.item.buyerId],
        ['Leistungszeitraum', period(l.period)],
        ['Bemerkung', l.note],
        ['Kontierung', l.accountingReference],
        ...l.item.attributes.map((a): [string, string | undefined] => [a.name ?? 'Eigenschaft', a.value]),
        ...l.allowances.map((a): [string, string | undefined] => [
          `Nachlass${a.reason ? ` (${a.reason})` : ''}`,
          money(a.amount, cur),
        ]),
        ...l.charges.map((c): [string, string | undefined] => [
          `Zuschlag${c.reason ? ` (${c.reason})` : ''}`,
          money(c.amount, cur),
        ]),
      ]),
    })),
    allowancesAndCharges: [
      ...inv.allowances.map((a) => ({ kind: 'Nachlass' as const, a })),
      ...inv.charges.map((a) => ({ kind: 'Zuschlag' as const, a })),
    ].map(({ kind, a }) => ({
      kind,
      reason: a.reason ?? a.reasonCode ?? '',
      amount: money(a.amount, cur),
      vat: [rate(a.vatRate), a.vatCategory && `(${a.vatCategory})`].filter(Boolean).join(' '),
    })),
    vatBreakdown: inv.vatBreakdown.map((v) => ({
      category: labelOf(VAT_CATEGORIES, v.category) ?? '',
      rate: rate(v.rate),
      net: money(v.taxableAmount, cur),
      tax: money(v.taxAmount, cur),
      ...(v.exemptionReason || v.exemptionReasonCode
        ? { exemption: [v.exemptionReason, v.exemptionReasonCode].filter(Boolean).join(' – ') }
        : {}),
    })),
    totals: [
      ...facts([
        ['Summe der Positionen', money(inv.totals.lineNetTotal, cur)],
        ['Summe der Nachlässe', inv.totals.allowanceTotal && money(inv.totals.allowanceTotal, cur)],
        ['Summe der Zuschläge', inv.totals.chargeTotal && money(inv.totals.chargeTotal, cur)],
        ['Gesamtbetrag netto', money(inv.totals.taxExclusive, cur)],
        ['Umsatzsteuer', inv.totals.vatTotal && money(inv.totals.vatTotal, cur)],
        ['Gesamtbetrag brutto', money(inv.totals.taxInclusive, cur)],
        ['Bereits gezahlt', inv.totals.prepaid && money(inv.totals.prepaid, cur)],
        ['Rundung', inv.totals.rounding && money(inv.totals.rounding, cur)],
      ]),
      ...facts([['Zahlbetrag', money(inv.totals.payable, cur)]]).map((f) => ({ ...f, emphasis: true })),
    ],
    payment: facts([
      ['Zahlungsart', labelOf(PAYMENT_MEANS, pay?.meansCode)],
      ['Verwendungszweck', pay?.remittanceInformation],
      ...(pay?.creditTransfers ?? []).flatMap((t): [string, string | undefined][] => [
        ['IBAN', iban(t.accountId)],
        ['BIC', t.serviceProviderId],
        ['Kontoinhaber', t.accountName],
      ]),
      ['Mandatsreferenz', pay?.directDebit?.mandateReference],
      ['Gläubiger-ID', pay?.directDebit?.creditorId],
      ['Belastetes Konto', pay?.directDebit?.debitedAccountId && iban(pay.directDebit.debitedAccountId)],
      ['Zahlungsbedingungen', terms.text],
      ...terms.skonto.map((s): [string, string | undefined] => [
        'Skonto',
        `${rate(s.percent)} bei Zahlung innerhalb von ${s.days} Tagen${s.until ? ` (bis ${date(s.until)})` : ''}${s.discount ? `: ${money(s.discount, cur)}` : ''}`,
      ]),
    ]),
    notes: inv.notes.map((n) => n.text),
    attachments: inv.attachments.map((a) => ({
      id: a.id ?? '',
      ...(a.description ? { description: a.description } : {}),
      ...(a.binary?.filename
        ? { file: `${a.binary.filename} (${a.binary.mimeCode ?? 'unbekannter Typ'})` }
        : {}),
      // Shown as text only: an external reference is never turned into a link or loaded.
      ...(a.uri ? { reference: a.uri } : {}),
    })),
  };
};
