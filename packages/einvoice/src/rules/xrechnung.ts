import type { En16931Invoice } from '../model.ts';
import { has } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';

/** XRechnung 3.0 CIUS (KoSIT xrechnung-schematron): BR-DE-* on top of EN 16931. */
export const XRECHNUNG_CIUS_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const XRECHNUNG_EXTENSION_ID = `${XRECHNUNG_CIUS_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
export const XRECHNUNG_CVD_ID = `${XRECHNUNG_CIUS_ID}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;

const SKONTO = /^#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;
const EMAIL =
  /^[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+(\.[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+)*@([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/;
const URL = /([a-zA-Z])([a-zA-Z0-9+.-])+:.*/;
const VAT_CODES_NEEDING_ID = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);
const TYPE_CODES = new Set(['326', '380', '384', '389', '381', '875', '876', '877']);
const TRANSFER = new Set(['30', '58']);
const CARD = new Set(['48', '54', '55']);
const DIRECT_DEBIT = new Set(['59']);

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

/** XPath normalize-space and the XRechnung SKONTO syntax of BT-20 lines starting with '#'. */
export const skontoLinesValid = (terms: string | undefined): boolean => {
  if (terms === undefined) return true;
  const hashLines = terms.split(/\r?\n/).filter((l) => normalize(l).startsWith('#'));
  if (hashLines.length === 0) return true;
  // After the last "#…#" (within one line) there must be a line break.
  const pieces = terms.split(/#.+#/);
  const afterLast = pieces[pieces.length - 1] ?? '';
  if (!/^\s*\n/.test(afterLast)) return false;
  return hashLines.every((l) => SKONTO.test(normalize(l)));
};

/** ISO 13616 check digits (mod 97 = 1), as BR-DE-19/20 compute them. */
export const ibanValid = (value: string | undefined): boolean => {
  const iban = (value ?? '').replace(/\s/g, '');
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4).toUpperCase();
  let rest = 0;
  for (const ch of moved) {
    const cp = ch.charCodeAt(0);
    const digits = String(cp > 64 ? cp - 55 : cp - 48);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
};

const means = (i: En16931Invoice) => i.paymentInstructions?.meansCode?.trim() ?? '';
const hasCreditTransfer = (i: En16931Invoice) => (i.paymentInstructions?.creditTransfers.length ?? 0) > 0;
const hasCard = (i: En16931Invoice) => !!i.paymentInstructions?.card;
/** BG-19 as the syntax shows it: UBL PaymentMandate, CII debtor account in the payment means. */
const hasDirectDebit = (i: En16931Invoice) => {
  const dd = i.paymentInstructions?.directDebit;
  if (!dd) return false;
  return (
    dd.mandateReference !== undefined ||
    dd.debitedAccountId !== undefined ||
    (i.syntax === 'cii' && dd.creditorId !== undefined)
  );
};
const hasMandate = hasDirectDebit;
/** CII binding of BR-DE-30/31: once any of BT-89/90/91 is there, two of them are required. */
const ciiDirectDebitComplete = (i: En16931Invoice, required: 'creditorId' | 'debitedAccountId') => {
  const dd = i.paymentInstructions?.directDebit;
  if (!dd) return true;
  const present = {
    mandate: dd.mandateReference !== undefined,
    creditorId: dd.creditorId !== undefined,
    debitedAccountId: dd.debitedAccountId !== undefined,
  };
  if (!present.mandate && !present.creditorId && !present.debitedAccountId) return true;
  const other = required === 'creditorId' ? present.debitedAccountId : present.creditorId;
  return (present.mandate || other) && present[required];
};

export const xrechnungRules: Rule[] = [
  rule('BR-DE-1', 'fatal', ['BG-16'], 'Eine XRechnung muss Zahlungsanweisungen (BG-16) enthalten.', (i) =>
    i.syntax === 'ubl' ? !i.paymentInstructions : i.paymentInstructions?.meansCode === undefined,
  ),
  rule(
    'BR-DE-2',
    'fatal',
    ['BG-6'],
    'Eine XRechnung muss einen Ansprechpartner des Verkäufers (BG-6) enthalten.',
    (i) => !i.seller.contact,
  ),
  rule(
    'BR-DE-3',
    'fatal',
    ['BT-37'],
    'Der Ort des Verkäufers (BT-37) muss angegeben werden.',
    (i) => !!i.seller.address && !has(i.seller.address.city),
  ),
  rule(
    'BR-DE-4',
    'fatal',
    ['BT-38'],
    'Die Postleitzahl des Verkäufers (BT-38) muss angegeben werden.',
    (i) => !!i.seller.address && !has(i.seller.address.postCode),
  ),
  rule(
    'BR-DE-5',
    'fatal',
    ['BT-41'],
    'Der Name des Ansprechpartners des Verkäufers (BT-41) muss angegeben werden.',
    (i) => !!i.seller.contact && !has(i.seller.contact.name),
  ),
  rule(
    'BR-DE-6',
    'fatal',
    ['BT-42'],
    'Die Telefonnummer des Ansprechpartners des Verkäufers (BT-42) muss angegeben werden.',
    (i) => !!i.seller.contact && !has(i.seller.contact.phone),
  ),
  rule(
    'BR-DE-7',
    'fatal',
    ['BT-43'],
    'Die E-Mail-Adresse des Ansprechpartners des Verkäufers (BT-43) muss angegeben werden.',
    (i) => !!i.seller.contact && !has(i.seller.contact.email),
  ),
  rule(
    'BR-DE-8',
    'fatal',
    ['BT-52'],
    'Der Ort des Käufers (BT-52) muss angegeben werden.',
    (i) => !!i.buyer.address && !has(i.buyer.address.city),
  ),
  rule(
    'BR-DE-9',
    'fatal',
    ['BT-53'],
    'Die Postleitzahl des Käufers (BT-53) muss angegeben werden.',
    (i) => !!i.buyer.address && !has(i.buyer.address.postCode),
  ),
  rule(
    'BR-DE-10',
    'fatal',
    ['BT-77'],
    'Wenn eine Lieferanschrift (BG-15) angegeben ist, muss ihr Ort (BT-77) angegeben werden.',
    (i) => !!i.delivery?.address && !has(i.delivery.address.city),
  ),
  rule(
    'BR-DE-11',
    'fatal',
    ['BT-78'],
    'Wenn eine Lieferanschrift (BG-15) angegeben ist, muss ihre Postleitzahl (BT-78) angegeben werden.',
    (i) => !!i.delivery?.address && !has(i.delivery.address.postCode),
  ),
  rule(
    'BR-DE-14',
    'fatal',
    ['BT-119'],
    'Jede Umsatzsteueraufschlüsselung muss einen Steuersatz (BT-119) enthalten.',
    (i) => countFailing(i.vatBreakdown, (b) => has(b.rate)),
  ),
  rule(
    'BR-DE-15',
    'fatal',
    ['BT-10'],
    'Die Käuferreferenz (BT-10, z. B. Leitweg-ID) muss angegeben werden.',
    (i) => !has(i.buyerReference),
  ),
  rule(
    'BR-DE-16',
    'fatal',
    ['BT-31', 'BT-32', 'BG-11'],
    'Bei den Umsatzsteuerkategorien S, Z, E, AE, K, G, L oder M muss die USt-ID (BT-31) oder Steuernummer (BT-32) des Verkäufers oder ein Steuervertreter (BG-11) angegeben werden.',
    (i) => {
      const codes = [
        ...i.lines.map((l) => l.vat.category),
        ...i.allowances.map((a) => a.vatCategory),
        ...i.charges.map((a) => a.vatCategory),
      ];
      const needs = codes.some((c) => VAT_CODES_NEEDING_ID.has(c?.trim() ?? ''));
      return needs && !i.sellerTaxRepresentative && !has(i.seller.vatId) && !has(i.seller.taxRegistrationId);
    },
  ),
  rule(
    'BR-DE-17',
    'warning',
    ['BT-3'],
    'Als Rechnungsart (BT-3) sollen nur 326, 380, 381, 384, 389, 875, 876 oder 877 verwendet werden.',
    (i) => !TYPE_CODES.has(i.typeCode?.trim() ?? ''),
  ),
  rule(
    'BR-DE-18',
    'fatal',
    ['BT-20'],
    'Skonto-Angaben in den Zahlungsbedingungen (BT-20) müssen dem Format #SKONTO#TAGE=n#PROZENT=n.nn# (optional #BASISBETRAG=n.nn#) folgen, in Großbuchstaben und mit einem Zeilenumbruch am Ende.',
    (i) => !skontoLinesValid(i.paymentTerms),
  ),
  rule(
    'BR-DE-19',
    'warning',
    ['BT-84'],
    'Bei SEPA-Überweisung (Code 58) soll die Kontokennung (BT-84) eine gültige IBAN sein.',
    (i) =>
      means(i) === '58' &&
      !(i.paymentInstructions?.creditTransfers ?? []).every((t) => ibanValid(t.accountId)),
  ),
  rule(
    'BR-DE-20',
    'warning',
    ['BT-91'],
    'Bei SEPA-Lastschrift (Code 59) soll das belastete Konto (BT-91) eine gültige IBAN sein.',
    (i) => means(i) === '59' && !ibanValid(i.paymentInstructions?.directDebit?.debitedAccountId),
  ),
  rule(
    'BR-DE-21',
    'warning',
    ['BT-24'],
    'Die Spezifikationskennung (BT-24) soll der Kennung der XRechnung entsprechen.',
    (i) =>
      ![XRECHNUNG_CIUS_ID, XRECHNUNG_EXTENSION_ID, XRECHNUNG_CVD_ID].includes(
        i.customizationId?.trim() ?? '',
      ),
  ),
  rule(
    'BR-DE-22',
    'fatal',
    ['BT-125'],
    'Die Dateinamen aller eingebetteten Anhänge (BT-125) müssen eindeutig sein.',
    (i) => {
      const names = i.attachments.map((a) => a.binary?.filename).filter((n): n is string => n !== undefined);
      return names.length - new Set(names).size;
    },
  ),
  rule(
    'BR-DE-23-a',
    'fatal',
    ['BG-17'],
    'Bei Zahlung per Überweisung (Code 30 oder 58) müssen Angaben zur Überweisung (BG-17) gemacht werden.',
    (i) => TRANSFER.has(means(i)) && !hasCreditTransfer(i),
  ),
  rule(
    'BR-DE-23-b',
    'fatal',
    ['BG-18', 'BG-19'],
    'Bei Zahlung per Überweisung (Code 30 oder 58) dürfen keine Karten- (BG-18) oder Lastschriftangaben (BG-19) übermittelt werden.',
    (i) => TRANSFER.has(means(i)) && (hasCard(i) || hasDirectDebit(i)),
  ),
  rule(
    'BR-DE-24-a',
    'fatal',
    ['BG-18'],
    'Bei Kartenzahlung (Code 48, 54 oder 55) müssen Kartenangaben (BG-18) übermittelt werden.',
    (i) => CARD.has(means(i)) && !hasCard(i),
  ),
  rule(
    'BR-DE-24-b',
    'fatal',
    ['BG-17', 'BG-19'],
    'Bei Kartenzahlung (Code 48, 54 oder 55) dürfen keine Überweisungs- (BG-17) oder Lastschriftangaben (BG-19) übermittelt werden.',
    (i) => CARD.has(means(i)) && (hasCreditTransfer(i) || hasDirectDebit(i)),
  ),
  rule(
    'BR-DE-25-a',
    'fatal',
    ['BG-19'],
    'Bei Zahlung per Lastschrift (Code 59) müssen Lastschriftangaben (BG-19) übermittelt werden.',
    (i) => DIRECT_DEBIT.has(means(i)) && !hasMandate(i),
  ),
  rule(
    'BR-DE-25-b',
    'fatal',
    ['BG-17', 'BG-18'],
    'Bei Zahlung per Lastschrift (Code 59) dürfen keine Überweisungs- (BG-17) oder Kartenangaben (BG-18) übermittelt werden.',
    (i, ctx) =>
      DIRECT_DEBIT.has(means(i)) &&
      (hasCreditTransfer(i) ||
        hasCard(i) ||
        // CII can also carry BT-86 as the debtor's institution in the payment means.
        (ctx.byName.get('PayerSpecifiedDebtorFinancialInstitution') ?? []).length > 0),
  ),
  rule(
    'BR-DE-26',
    'warning',
    ['BG-3'],
    'Bei einer korrigierten Rechnung (Code 384) soll die vorausgegangene Rechnung (BG-3) angegeben werden.',
    (i) => i.typeCode?.trim() === '384' && i.precedingInvoices.length === 0,
  ),
  rule(
    'BR-DE-27',
    'warning',
    ['BT-42'],
    'Die Telefonnummer des Ansprechpartners (BT-42) soll mindestens drei Ziffern enthalten.',
    (i) => !!i.seller.contact && (i.seller.contact.phone ?? '').replace(/\D/g, '').length < 3,
  ),
  rule(
    'BR-DE-28',
    'warning',
    ['BT-43'],
    'Die E-Mail-Adresse des Ansprechpartners (BT-43) soll eine gültige Adresse sein (genau ein @, kein Punkt am Anfang oder Ende).',
    (i) => !!i.seller.contact && !EMAIL.test(normalize(i.seller.contact.email ?? '')),
  ),
  rule(
    'BR-DE-30',
    'fatal',
    ['BT-90'],
    'Bei Lastschrift (BG-19) muss die Gläubiger-Identifikationsnummer (BT-90) angegeben werden.',
    (i) =>
      i.syntax === 'cii'
        ? !ciiDirectDebitComplete(i, 'creditorId')
        : hasMandate(i) && !has(i.paymentInstructions?.directDebit?.creditorId),
  ),
  rule(
    'BR-DE-31',
    'fatal',
    ['BT-91'],
    'Bei Lastschrift (BG-19) muss das belastete Konto (BT-91) angegeben werden.',
    (i) =>
      i.syntax === 'cii'
        ? !ciiDirectDebitComplete(i, 'debitedAccountId')
        : hasMandate(i) && !has(i.paymentInstructions?.directDebit?.debitedAccountId),
  ),
  rule(
    'BR-DE-TMP-32',
    'information',
    ['BT-72', 'BG-14', 'BG-26'],
    'Die Rechnung sollte das Liefer-/Leistungsdatum enthalten: Lieferdatum (BT-72), Rechnungszeitraum (BG-14) oder in jeder Position einen Abrechnungszeitraum (BG-26).',
    (i) => !has(i.delivery?.actualDeliveryDate) && !i.invoicingPeriod && !i.lines.every((l) => !!l.period),
  ),
  rule(
    'BR-TMP-2',
    'warning',
    ['BT-124'],
    'Der Ort eines externen Dokuments (BT-124) muss eine absolute URL mit Schema sein (z. B. https://…).',
    (i) => countFailing(i.attachments, (a) => a.uri === undefined || URL.test(a.uri)),
  ),
];
