import type { En16931Invoice, Period } from '../model.ts';
import { dec, has } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';
import { all, at, kid, kids, text, type Element } from '../xml.ts';

/** Payment means codes meaning credit transfer (BR-61, BR-DE-23). */
const CREDIT_TRANSFER = new Set(['30', '58']);

const periodOrdered = (p: Period | undefined) => !p || !has(p.start) || !has(p.end) || p.end! >= p.start!;

const allowancesAndCharges = (inv: En16931Invoice) => [...inv.allowances, ...inv.charges];
const lineAllowances = (inv: En16931Invoice) => inv.lines.flatMap((l) => l.allowances);
const lineCharges = (inv: En16931Invoice) => inv.lines.flatMap((l) => l.charges);

/** EN 16931 BR-01..BR-65: the mandatory terms and their dependencies. */
export const coreRules: Rule[] = [
  rule(
    'BR-01',
    'fatal',
    ['BT-24'],
    'Die Spezifikationskennung (BT-24) fehlt; sie muss angegeben werden.',
    (i) => !has(i.customizationId),
  ),
  rule('BR-02', 'fatal', ['BT-1'], 'Die Rechnungsnummer (BT-1) fehlt.', (i) => !has(i.number)),
  rule('BR-03', 'fatal', ['BT-2'], 'Das Rechnungsdatum (BT-2) fehlt.', (i) => !has(i.issueDate)),
  rule('BR-04', 'fatal', ['BT-3'], 'Der Rechnungsartcode (BT-3) fehlt.', (i) => !has(i.typeCode)),
  rule('BR-05', 'fatal', ['BT-5'], 'Der Währungscode der Rechnung (BT-5) fehlt.', (i) => !has(i.currency)),
  rule('BR-06', 'fatal', ['BT-27'], 'Der Name des Verkäufers (BT-27) fehlt.', (i) => !has(i.seller.name)),
  rule('BR-07', 'fatal', ['BT-44'], 'Der Name des Käufers (BT-44) fehlt.', (i) => !has(i.buyer.name)),
  rule(
    'BR-08',
    'fatal',
    ['BG-5'],
    'Die Postanschrift des Verkäufers (BG-5) fehlt.',
    (i) => !i.seller.address,
  ),
  rule(
    'BR-09',
    'fatal',
    ['BT-40'],
    'Der Ländercode in der Anschrift des Verkäufers (BT-40) fehlt.',
    (i) => !!i.seller.address && !has(i.seller.address.countryCode),
  ),
  rule('BR-10', 'fatal', ['BG-8'], 'Die Postanschrift des Käufers (BG-8) fehlt.', (i) => !i.buyer.address),
  rule(
    'BR-11',
    'fatal',
    ['BT-55'],
    'Der Ländercode in der Anschrift des Käufers (BT-55) fehlt.',
    (i) => !!i.buyer.address && !has(i.buyer.address.countryCode),
  ),
  rule(
    'BR-12',
    'fatal',
    ['BT-106'],
    'Die Summe der Nettobeträge der Positionen (BT-106) fehlt.',
    (i) => !has(i.totals.lineNetTotal),
  ),
  rule(
    'BR-13',
    'fatal',
    ['BT-109'],
    'Der Rechnungsgesamtbetrag ohne Umsatzsteuer (BT-109) fehlt.',
    (i) => !has(i.totals.taxExclusive),
  ),
  rule(
    'BR-14',
    'fatal',
    ['BT-112'],
    'Der Rechnungsgesamtbetrag mit Umsatzsteuer (BT-112) fehlt.',
    (i) => !has(i.totals.taxInclusive),
  ),
  rule('BR-15', 'fatal', ['BT-115'], 'Der fällige Zahlbetrag (BT-115) fehlt.', (i) => !has(i.totals.payable)),
  rule(
    'BR-16',
    'fatal',
    ['BG-25'],
    'Die Rechnung muss mindestens eine Rechnungsposition (BG-25) enthalten.',
    (i) => i.lines.length === 0,
  ),
  rule(
    'BR-17',
    'fatal',
    ['BT-59'],
    'Wenn ein abweichender Zahlungsempfänger (BG-10) angegeben ist, muss sein Name (BT-59) angegeben werden.',
    (i, ctx) => {
      if (!i.payee) return false;
      if (!has(i.payee.name)) return true;
      // The CII binding also wants the payee to differ from the seller (name, ID, legal ID).
      if (i.syntax !== 'cii' || !ctx.root) return false;
      const agreement = at(ctx.root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement');
      const seller = kid(agreement, 'SellerTradeParty');
      const payees = ctx.byName.get('PayeeTradeParty') ?? [];
      const texts = (els: Element[]) => new Set(els.map((e) => (e.textContent ?? '').trim()));
      const overlaps = (a: Element[], b: Element[]) => {
        const set = texts(b);
        return a.some((e) => set.has((e.textContent ?? '').trim()));
      };
      return payees.some(
        (p) =>
          overlaps(kids(p, 'Name'), kids(seller, 'Name')) ||
          overlaps(kids(p, 'ID'), kids(seller, 'ID')) ||
          overlaps(all(p, 'SpecifiedLegalOrganization/ID'), all(seller, 'SpecifiedLegalOrganization/ID')),
      );
    },
  ),
  rule(
    'BR-18',
    'fatal',
    ['BT-62'],
    'Der Name des Steuervertreters des Verkäufers (BT-62) fehlt.',
    (i) => !!i.sellerTaxRepresentative && !has(i.sellerTaxRepresentative.name),
  ),
  rule(
    'BR-19',
    'fatal',
    ['BG-12'],
    'Die Postanschrift des Steuervertreters (BG-12) fehlt.',
    (i) => !!i.sellerTaxRepresentative && !i.sellerTaxRepresentative.address,
  ),
  rule(
    'BR-20',
    'fatal',
    ['BT-69'],
    'Der Ländercode in der Anschrift des Steuervertreters (BT-69) fehlt.',
    (i) => !!i.sellerTaxRepresentative?.address && !has(i.sellerTaxRepresentative.address.countryCode),
  ),
  rule('BR-21', 'fatal', ['BT-126'], 'Jede Rechnungsposition braucht eine Positionsnummer (BT-126).', (i) =>
    countFailing(i.lines, (l) => has(l.id)),
  ),
  rule('BR-22', 'fatal', ['BT-129'], 'Jede Rechnungsposition braucht eine Menge (BT-129).', (i) =>
    countFailing(i.lines, (l) => has(l.quantity)),
  ),
  rule('BR-23', 'fatal', ['BT-130'], 'Jede Rechnungsposition braucht eine Mengeneinheit (BT-130).', (i) =>
    countFailing(i.lines, (l) => has(l.unitCode)),
  ),
  rule('BR-24', 'fatal', ['BT-131'], 'Jede Rechnungsposition braucht einen Nettobetrag (BT-131).', (i) =>
    countFailing(i.lines, (l) => has(l.netAmount)),
  ),
  rule(
    'BR-25',
    'fatal',
    ['BT-153'],
    'Jede Rechnungsposition braucht eine Artikelbezeichnung (BT-153).',
    (i) => countFailing(i.lines, (l) => has(l.item.name)),
  ),
  rule('BR-26', 'fatal', ['BT-146'], 'Jede Rechnungsposition braucht einen Nettopreis (BT-146).', (i) =>
    countFailing(i.lines, (l) => has(l.price.netPrice)),
  ),
  rule('BR-27', 'fatal', ['BT-146'], 'Der Nettopreis eines Artikels (BT-146) darf nicht negativ sein.', (i) =>
    // The Schematron compares the price with 0, so a missing price fails here as well.
    countFailing(i.lines, (l) => dec(l.price.netPrice)?.gte(0) ?? false),
  ),
  rule(
    'BR-28',
    'fatal',
    ['BT-148'],
    'Der Bruttopreis eines Artikels (BT-148) darf nicht negativ sein.',
    (i) => countFailing(i.lines, (l) => !(dec(l.price.grossPrice)?.lt(0) ?? false)),
  ),
  rule(
    'BR-29',
    'fatal',
    ['BT-73', 'BT-74'],
    'Das Ende des Rechnungszeitraums (BT-74) darf nicht vor dessen Beginn (BT-73) liegen.',
    (i) => !periodOrdered(i.invoicingPeriod),
  ),
  rule(
    'BR-30',
    'fatal',
    ['BT-134', 'BT-135'],
    'Das Ende des Abrechnungszeitraums einer Position (BT-135) darf nicht vor dessen Beginn (BT-134) liegen.',
    (i) => countFailing(i.lines, (l) => periodOrdered(l.period)),
  ),
  rule('BR-31', 'fatal', ['BT-92'], 'Jeder Nachlass auf Dokumentenebene braucht einen Betrag (BT-92).', (i) =>
    countFailing(i.allowances, (a) => has(a.amount)),
  ),
  rule(
    'BR-32',
    'fatal',
    ['BT-95'],
    'Jeder Nachlass auf Dokumentenebene braucht einen Umsatzsteuer-Kategoriecode (BT-95).',
    (i) => countFailing(i.allowances, (a) => has(a.vatCategory)),
  ),
  rule(
    'BR-33',
    'fatal',
    ['BT-97', 'BT-98'],
    'Jeder Nachlass auf Dokumentenebene braucht einen Grund (BT-97) oder einen Grund-Code (BT-98).',
    (i) => countFailing(i.allowances, (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule('BR-36', 'fatal', ['BT-99'], 'Jeder Zuschlag auf Dokumentenebene braucht einen Betrag (BT-99).', (i) =>
    countFailing(i.charges, (a) => has(a.amount)),
  ),
  rule(
    'BR-37',
    'fatal',
    ['BT-102'],
    'Jeder Zuschlag auf Dokumentenebene braucht einen Umsatzsteuer-Kategoriecode (BT-102).',
    (i) => countFailing(i.charges, (a) => has(a.vatCategory)),
  ),
  rule(
    'BR-38',
    'fatal',
    ['BT-104', 'BT-105'],
    'Jeder Zuschlag auf Dokumentenebene braucht einen Grund (BT-104) oder einen Grund-Code (BT-105).',
    (i) => countFailing(i.charges, (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule(
    'BR-41',
    'fatal',
    ['BT-136'],
    'Jeder Nachlass auf Positionsebene braucht einen Betrag (BT-136).',
    (i) => countFailing(lineAllowances(i), (a) => has(a.amount)),
  ),
  rule(
    'BR-42',
    'fatal',
    ['BT-139', 'BT-140'],
    'Jeder Nachlass auf Positionsebene braucht einen Grund (BT-139) oder einen Grund-Code (BT-140).',
    (i) => countFailing(lineAllowances(i), (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule(
    'BR-43',
    'fatal',
    ['BT-141'],
    'Jeder Zuschlag auf Positionsebene braucht einen Betrag (BT-141).',
    (i) => countFailing(lineCharges(i), (a) => has(a.amount)),
  ),
  rule(
    'BR-44',
    'fatal',
    ['BT-144', 'BT-145'],
    'Jeder Zuschlag auf Positionsebene braucht einen Grund (BT-144) oder einen Grund-Code (BT-145).',
    (i) => countFailing(lineCharges(i), (a) => has(a.reason) || has(a.reasonCode)),
  ),
  rule(
    'BR-45',
    'fatal',
    ['BT-116'],
    'Jede Umsatzsteueraufschlüsselung braucht den steuerpflichtigen Betrag (BT-116).',
    (i) => countFailing(i.vatBreakdown, (b) => has(b.taxableAmount)),
  ),
  rule(
    'BR-46',
    'fatal',
    ['BT-117'],
    'Jede Umsatzsteueraufschlüsselung braucht den Steuerbetrag (BT-117).',
    (i) => countFailing(i.vatBreakdown, (b) => has(b.taxAmount)),
  ),
  rule(
    'BR-47',
    'fatal',
    ['BT-118'],
    'Jede Umsatzsteueraufschlüsselung braucht einen Umsatzsteuer-Kategoriecode (BT-118).',
    (i) => countFailing(i.vatBreakdown, (b) => has(b.category)),
  ),
  rule(
    'BR-48',
    'fatal',
    ['BT-119'],
    'Jede Umsatzsteueraufschlüsselung braucht einen Steuersatz (BT-119), außer bei nicht steuerbaren Umsätzen (Kategorie O).',
    (i) => countFailing(i.vatBreakdown, (b) => has(b.rate) || b.category?.trim() === 'O'),
  ),
  rule(
    'BR-49',
    'fatal',
    ['BT-81'],
    'Jede Zahlungsanweisung braucht einen Code für das Zahlungsmittel (BT-81).',
    (i) =>
      !!i.paymentInstructions && i.paymentInstructions.meansCode === undefined && i.syntax === 'ubl'
        ? true
        : !!i.paymentInstructions &&
          i.paymentInstructions.meansCode !== undefined &&
          !has(i.paymentInstructions.meansCode),
  ),
  rule(
    'BR-50',
    'fatal',
    ['BT-84'],
    'Bei Überweisung braucht jedes Zahlungskonto eine Kontokennung (IBAN, BT-84).',
    (i, ctx) => {
      // The CEN CII binding checks the account under the payment means of code 30 or 58 only.
      if (i.syntax === 'cii' && ctx.root)
        return countFailing(
          (ctx.byName.get('SpecifiedTradeSettlementPaymentMeans') ?? [])
            .filter((m) => CREDIT_TRANSFER.has(text(kid(m, 'TypeCode')) ?? ''))
            .flatMap((m) => kids(m, 'PayerPartyDebtorFinancialAccount')),
          (a) => kid(a, 'IBANID') !== undefined || kid(a, 'ProprietaryID') !== undefined,
        );
      return countFailing(i.paymentInstructions?.creditTransfers ?? [], (t) => has(t.accountId));
    },
  ),
  rule(
    'BR-52',
    'fatal',
    ['BT-122'],
    'Jede rechnungsbegründende Unterlage braucht eine Kennung (BT-122).',
    (i) => countFailing(i.attachments, (a) => has(a.id)),
  ),
  rule(
    'BR-53',
    'fatal',
    ['BT-111'],
    'Wenn eine Umsatzsteuer-Buchungswährung (BT-6) angegeben ist, muss der Umsatzsteuergesamtbetrag in dieser Währung (BT-111) angegeben werden.',
    (i, ctx) => {
      if (i.syntax === 'cii' && ctx.root) {
        // CEN CII binding: BT-6 needs a TaxTotalAmount in that currency and must differ from BT-5.
        const settlement = at(ctx.root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement');
        const taxCurrency = text(kid(settlement, 'TaxCurrencyCode'));
        if (taxCurrency === undefined) return false;
        const amounts = all(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount');
        return (
          !amounts.some((t) => t.getAttribute('currencyID') === taxCurrency) ||
          taxCurrency === text(kid(settlement, 'InvoiceCurrencyCode'))
        );
      }
      return (
        has(i.vatAccountingCurrency) &&
        i.vatAccountingCurrency !== i.currency &&
        !has(i.totals.vatTotalAccountingCurrency)
      );
    },
  ),
  rule(
    'BR-54',
    'fatal',
    ['BT-160', 'BT-161'],
    'Jedes Artikelattribut braucht einen Namen (BT-160) und einen Wert (BT-161).',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => l.item.attributes),
        (a) => has(a.name) && has(a.value),
      ),
  ),
  rule(
    'BR-55',
    'fatal',
    ['BT-25'],
    'Jeder Verweis auf eine vorausgegangene Rechnung braucht deren Nummer (BT-25).',
    (i) => countFailing(i.precedingInvoices, (p) => has(p.number)),
  ),
  rule(
    'BR-56',
    'fatal',
    ['BT-63'],
    'Der Steuervertreter des Verkäufers braucht eine Umsatzsteuer-Identifikationsnummer (BT-63).',
    (i) => !!i.sellerTaxRepresentative && !has(i.sellerTaxRepresentative.vatId),
  ),
  rule(
    'BR-57',
    'fatal',
    ['BT-80'],
    'Jede Lieferanschrift braucht einen Ländercode (BT-80).',
    (i) => !!i.delivery?.address && !has(i.delivery.address.countryCode),
  ),
  rule(
    'BR-61',
    'fatal',
    ['BT-84'],
    'Bei Zahlung per Überweisung (Code 30 oder 58) muss die Kontokennung des Zahlungsempfängers (IBAN, BT-84) angegeben werden.',
    (i, ctx) =>
      CREDIT_TRANSFER.has(i.paymentInstructions?.meansCode?.trim() ?? '') &&
      // The CII binding checks inside the creditor account, so a missing account passes there.
      !(i.syntax === 'cii' && ctx.root && (i.paymentInstructions?.creditTransfers.length ?? 0) === 0) &&
      !(i.paymentInstructions?.creditTransfers ?? []).some((t) => has(t.accountId)),
  ),
  rule(
    'BR-62',
    'fatal',
    ['BT-34'],
    'Zur elektronischen Adresse des Verkäufers (BT-34) muss die Kennung des Schemas angegeben werden.',
    (i) => !!i.seller.electronicAddress && !has(i.seller.electronicAddress.scheme),
  ),
  rule(
    'BR-63',
    'fatal',
    ['BT-49'],
    'Zur elektronischen Adresse des Käufers (BT-49) muss die Kennung des Schemas angegeben werden.',
    (i) => !!i.buyer.electronicAddress && !has(i.buyer.electronicAddress.scheme),
  ),
  rule(
    'BR-64',
    'fatal',
    ['BT-157'],
    'Zur Standard-Artikelkennung (BT-157) muss die Kennung des Schemas angegeben werden.',
    (i) => countFailing(i.lines, (l) => !l.item.standardId || has(l.item.standardId.scheme)),
  ),
  rule(
    'BR-65',
    'fatal',
    ['BT-158'],
    'Zur Artikelklassifizierung (BT-158) muss die Kennung des Schemas angegeben werden.',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => l.item.classifications),
        (c) => has(c.listId),
      ),
  ),
];

export { allowancesAndCharges };
