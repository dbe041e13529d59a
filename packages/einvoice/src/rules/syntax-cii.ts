import { all, at, kid, kids, type Element } from '../xml.ts';
import { countFailing, rule, type Rule, type RuleContext } from './rule.ts';

const tx = (ctx: RuleContext) => kid(ctx.root, 'SupplyChainTradeTransaction');
const settlement = (ctx: RuleContext) => kid(tx(ctx), 'ApplicableHeaderTradeSettlement');
const lineItems = (ctx: RuleContext) => kids(tx(ctx), 'IncludedSupplyChainTradeLineItem');

/** "Element X should not be used here" rules: section of the CII tree and the path that must be absent. */
const absent = (
  id: string,
  level: 'fatal' | 'warning',
  section: (ctx: RuleContext) => Element[],
  path: string,
  what: string,
): Rule =>
  rule(
    id,
    level,
    [],
    `Das Element ${path.split('/').pop()} (${what}) ist in einer EN-16931-Rechnung nicht vorgesehen und sollte entfernt werden.`,
    (_i, ctx) => countFailing(section(ctx), (el) => all(el, path).length === 0),
  );

const docContext = (ctx: RuleContext) => kids(ctx.root, 'ExchangedDocumentContext');
const exchanged = (ctx: RuleContext) => kids(ctx.root, 'ExchangedDocument');
const lineDoc = (ctx: RuleContext) =>
  lineItems(ctx).flatMap((l) => kids(l, 'AssociatedDocumentLineDocument'));
const product = (ctx: RuleContext) => lineItems(ctx).flatMap((l) => kids(l, 'SpecifiedTradeProduct'));
const lineAgreement = (ctx: RuleContext) =>
  lineItems(ctx).flatMap((l) => kids(l, 'SpecifiedLineTradeAgreement'));
const lineDelivery = (ctx: RuleContext) =>
  lineItems(ctx).flatMap((l) => kids(l, 'SpecifiedLineTradeDelivery'));
const lineSettlement = (ctx: RuleContext) =>
  lineItems(ctx).flatMap((l) => kids(l, 'SpecifiedLineTradeSettlement'));
const headerAgreement = (ctx: RuleContext) => kids(tx(ctx), 'ApplicableHeaderTradeAgreement');
const headerDelivery = (ctx: RuleContext) => kids(tx(ctx), 'ApplicableHeaderTradeDelivery');
const headerSettlement = (ctx: RuleContext) => kids(tx(ctx), 'ApplicableHeaderTradeSettlement');

const referencedDocuments = (ctx: RuleContext): Element[] => {
  const out: Element[] = [];
  for (const [name, els] of ctx.byName) if (name.endsWith('ReferencedDocument')) out.push(...els);
  return out;
};
const typeCode = (el: Element) => at(el, 'TypeCode')?.textContent?.trim();
const TRANSFER_CODES = new Set(['30', '58']);
/** BG-24 at header level: AdditionalReferencedDocument with document type 916. */
const supportingDocuments = (ctx: RuleContext) =>
  headerAgreement(ctx)
    .flatMap((a) => kids(a, 'AdditionalReferencedDocument'))
    .filter((d) => typeCode(d) === '916');

/** CII syntax binding rules (CII-SR-*, CII-DT-*) with the levels KoSIT reports. */
export const ciiSyntaxRules: Rule[] = [
  rule(
    'CII-SR-439',
    'fatal',
    ['BT-146'],
    'Jede Rechnungsposition muss genau einen Nettopreis (NetPriceProductTradePrice/ChargeAmount, BT-146) haben.',
    (_i, ctx) =>
      countFailing(lineAgreement(ctx), (a) => all(a, 'NetPriceProductTradePrice/ChargeAmount').length === 1),
  ),
  rule(
    'CII-SR-046',
    'fatal',
    ['BT-157'],
    'Zur Standard-Artikelkennung (GlobalID, BT-157) muss das Attribut schemeID angegeben werden.',
    (_i, ctx) =>
      countFailing(product(ctx), (p) => kids(p, 'GlobalID').every((g) => g.hasAttribute('schemeID'))),
  ),
  rule(
    'CII-SR-452',
    'fatal',
    ['BT-20'],
    'Zahlungsbedingungen (SpecifiedTradePaymentTerms) dürfen nur einmal vorkommen.',
    (_i, ctx) => kids(settlement(ctx), 'SpecifiedTradePaymentTerms').length > 1,
  ),
  rule(
    'CII-SR-453',
    'fatal',
    ['BT-20'],
    'Die Beschreibung der Zahlungsbedingungen (BT-20) darf nur einmal vorkommen.',
    (_i, ctx) => all(settlement(ctx), 'SpecifiedTradePaymentTerms/Description').length > 1,
  ),
  rule(
    'CII-SR-454',
    'fatal',
    ['BG-30'],
    'Jede Rechnungsposition muss genau eine Umsatzsteuerangabe (ApplicableTradeTax, BG-30) haben.',
    (_i, ctx) => countFailing(lineSettlement(ctx), (s) => kids(s, 'ApplicableTradeTax').length === 1),
  ),
  rule(
    'CII-SR-461',
    'fatal',
    ['BT-7'],
    'Das Datum der Steuerfälligkeit (TaxPointDate, BT-7) darf nur einmal angegeben werden.',
    (_i, ctx) => all(settlement(ctx), 'ApplicableTradeTax/TaxPointDate').length > 1,
  ),
  rule(
    'CII-SR-462',
    'fatal',
    ['BT-8'],
    'Der Code für das Datum der Steuerfälligkeit (DueDateTypeCode, BT-8) muss in allen Aufschlüsselungen gleich sein.',
    (_i, ctx) => new Set((ctx.byName.get('DueDateTypeCode') ?? []).map((e) => e.textContent)).size > 1,
  ),
  rule(
    'CII-SR-450',
    'warning',
    ['BT-46'],
    'Die Käuferkennung sollte entweder als ID oder als GlobalID angegeben werden, nicht beides.',
    (_i, ctx) =>
      headerAgreement(ctx).some(
        (a) => all(a, 'BuyerTradeParty/ID').length > 0 && all(a, 'BuyerTradeParty/GlobalID').length > 0,
      ),
  ),
  rule(
    'CII-SR-465',
    'warning',
    ['BT-41'],
    'Für den Ansprechpartner des Verkäufers sollte entweder PersonName oder DepartmentName angegeben werden, nicht beides.',
    (_i, ctx) =>
      headerAgreement(ctx).some(
        (a) =>
          all(a, 'SellerTradeParty/DefinedTradeContact/PersonName').length > 0 &&
          all(a, 'SellerTradeParty/DefinedTradeContact/DepartmentName').length > 0,
      ),
  ),
  rule(
    'CII-SR-466',
    'warning',
    ['BT-56'],
    'Für den Ansprechpartner des Käufers sollte entweder PersonName oder DepartmentName angegeben werden, nicht beides.',
    (_i, ctx) =>
      headerAgreement(ctx).some(
        (a) =>
          all(a, 'BuyerTradeParty/DefinedTradeContact/PersonName').length > 0 &&
          all(a, 'BuyerTradeParty/DefinedTradeContact/DepartmentName').length > 0,
      ),
  ),
  rule(
    'CII-SR-464',
    'warning',
    ['BT-86'],
    'Die Bank des Zahlungspflichtigen (PayerSpecifiedDebtorFinancialInstitution) ist in einer EN-16931-Rechnung nicht vorgesehen; die BIC (BT-86) gehört zur Bank des Zahlungsempfängers.',
    (_i, ctx) =>
      countFailing(
        kids(settlement(ctx), 'SpecifiedTradeSettlementPaymentMeans'),
        (m) => kid(m, 'PayerSpecifiedDebtorFinancialInstitution') === undefined,
      ),
  ),
  rule(
    'CII-SR-470',
    'fatal',
    ['BT-84'],
    'Bei Überweisung (Code 30 oder 58) muss das Zahlungskonto eine IBAN oder eine andere Kontokennung (BT-84) haben.',
    (_i, ctx) =>
      countFailing(
        kids(settlement(ctx), 'SpecifiedTradeSettlementPaymentMeans').filter((m) =>
          TRANSFER_CODES.has(typeCode(m) ?? ''),
        ),
        (m) =>
          all(m, 'PayeePartyCreditorFinancialAccount/IBANID').length > 0 ||
          all(m, 'PayeePartyCreditorFinancialAccount/ProprietaryID').length > 0,
      ),
  ),
  rule(
    'CII-SR-474',
    'warning',
    ['BT-128'],
    'Je Rechnungsposition sollte höchstens eine Objektkennung (BT-128, Dokumentart 130) angegeben werden.',
    (_i, ctx) =>
      countFailing(
        lineSettlement(ctx),
        (s) => kids(s, 'AdditionalReferencedDocument').filter((d) => typeCode(d) === '130').length <= 1,
      ),
  ),
  rule(
    'CII-SR-475',
    'warning',
    ['BT-123'],
    'Die Beschreibung einer rechnungsbegründenden Unterlage (BT-123) sollte in der Rechnung nur einmal vorkommen.',
    (_i, ctx) => supportingDocuments(ctx).flatMap((d) => kids(d, 'Name')).length > 1,
  ),
  rule(
    'CII-SR-476',
    'warning',
    ['BT-125'],
    'Ein eingebetteter Anhang (BT-125) sollte in der Rechnung nur einmal vorkommen.',
    (_i, ctx) => supportingDocuments(ctx).flatMap((d) => kids(d, 'AttachmentBinaryObject')).length > 1,
  ),
  rule(
    'CII-SR-119',
    'warning',
    ['BT-147'],
    'Am Bruttopreis (BT-148) sind nur Preisnachlässe vorgesehen, keine Zuschläge.',
    (_i, ctx) =>
      countFailing(
        lineAgreement(ctx).flatMap((a) => all(a, 'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge')),
        (c) => at(c, 'ChargeIndicator/Indicator')?.textContent?.trim() !== 'true',
      ),
  ),
  absent('CII-SR-002', 'warning', docContext, 'TestIndicator', 'Testkennzeichen'),
  absent('CII-SR-013', 'warning', exchanged, 'Name', 'Dokumentname'),
  absent('CII-SR-028', 'warning', exchanged, 'IncludedNote/ContentCode', 'Bemerkungscode'),
  absent('CII-SR-041', 'warning', lineDoc, 'IncludedNote/SubjectCode', 'Betreff der Positionsbemerkung'),
  absent('CII-SR-058', 'warning', product, 'BrandName', 'Markenname'),
  absent('CII-SR-068', 'warning', product, 'ApplicableProductCharacteristic/TypeCode', 'Merkmalsart'),
  absent('CII-SR-102', 'warning', product, 'IncludedReferencedProduct', 'enthaltenes Produkt'),
  absent(
    'CII-SR-107',
    'warning',
    lineAgreement,
    'SellerOrderReferencedDocument',
    'Auftragsbestätigung auf Positionsebene',
  ),
  absent(
    'CII-SR-108',
    'warning',
    lineAgreement,
    'BuyerOrderReferencedDocument/IssuerAssignedID',
    'Bestellnummer auf Positionsebene',
  ),
  absent('CII-SR-110', 'warning', lineAgreement, 'ContractReferencedDocument', 'Vertrag auf Positionsebene'),
  absent(
    'CII-SR-113',
    'warning',
    lineAgreement,
    'AdditionalReferencedDocument',
    'weiteres Dokument auf Positionsebene',
  ),
  absent(
    'CII-SR-122',
    'warning',
    lineAgreement,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/CalculationPercent',
    'Prozentsatz des Preisnachlasses',
  ),
  absent(
    'CII-SR-123',
    'warning',
    lineAgreement,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/BasisAmount',
    'Grundbetrag des Preisnachlasses',
  ),
  absent(
    'CII-SR-124',
    'warning',
    lineAgreement,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/BasisQuantity',
    'Basismenge des Preisnachlasses',
  ),
  absent(
    'CII-SR-128',
    'warning',
    lineAgreement,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason',
    'Grund des Preisnachlasses',
  ),
  absent('CII-SR-148', 'warning', lineAgreement, 'ItemSellerTradeParty', 'Verkäufer auf Positionsebene'),
  absent('CII-SR-154', 'warning', lineDelivery, 'PackageQuantity', 'Packmenge'),
  absent('CII-SR-164', 'warning', lineDelivery, 'ShipToTradeParty', 'Lieferanschrift auf Positionsebene'),
  absent(
    'CII-SR-182',
    'warning',
    lineSettlement,
    'ApplicableTradeTax/CalculatedAmount',
    'Steuerbetrag auf Positionsebene',
  ),
  absent(
    'CII-SR-200',
    'warning',
    lineSettlement,
    'SpecifiedTradeSettlementLineMonetarySummation/TaxTotalAmount',
    'Steuersumme auf Positionsebene',
  ),
  absent(
    'CII-SR-201',
    'warning',
    lineSettlement,
    'SpecifiedTradeSettlementLineMonetarySummation/GrandTotalAmount',
    'Bruttosumme auf Positionsebene',
  ),
  absent(
    'CII-SR-203',
    'warning',
    lineSettlement,
    'SpecifiedTradeSettlementLineMonetarySummation/TotalAllowanceChargeAmount',
    'Summe der Zu- und Abschläge auf Positionsebene',
  ),
  absent(
    'CII-SR-210',
    'warning',
    lineSettlement,
    'InvoiceReferencedDocument',
    'Rechnungsbezug auf Positionsebene',
  ),
  absent(
    'CII-SR-214',
    'warning',
    lineSettlement,
    'ReceivableSpecifiedTradeAccountingAccount/TypeCode',
    'Kontoart auf Positionsebene',
  ),
  absent(
    'CII-SR-265',
    'warning',
    headerAgreement,
    'BuyerTradeParty/DefinedTradeContact/FaxUniversalCommunication',
    'Faxnummer des Käufers',
  ),
  absent(
    'CII-SR-312',
    'warning',
    headerDelivery,
    'ShipToTradeParty/DefinedTradeContact',
    'Kontakt beim Warenempfänger',
  ),
  absent('CII-SR-335', 'warning', headerDelivery, 'DeliveryNoteReferencedDocument', 'Lieferschein'),
  absent('CII-SR-351', 'warning', headerSettlement, 'InvoiceeTradeParty', 'Rechnungsempfänger'),
  absent('CII-SR-396', 'warning', headerSettlement, 'SpecifiedLogisticsServiceCharge', 'Logistikkosten'),
  absent(
    'CII-SR-407',
    'warning',
    headerSettlement,
    'SpecifiedTradePaymentTerms/ApplicableTradePaymentPenaltyTerms',
    'Verzugsbedingungen',
  ),
  absent(
    'CII-SR-408',
    'warning',
    headerSettlement,
    'SpecifiedTradePaymentTerms/ApplicableTradePaymentDiscountTerms',
    'Skontobedingungen',
  ),
  absent(
    'CII-SR-429',
    'warning',
    headerSettlement,
    'ReceivableSpecifiedTradeAccountingAccount/TypeCode',
    'Kontoart',
  ),
  rule(
    'CII-DT-018',
    'fatal',
    [],
    'Ein Dokumentverweis darf einen TypeCode nur als weiteres Dokument (AdditionalReferencedDocument) mit 50, 130 oder 916 haben.',
    (_i, ctx) =>
      countFailing(
        referencedDocuments(ctx),
        (d) =>
          kid(d, 'TypeCode') === undefined ||
          (d.localName === 'AdditionalReferencedDocument' &&
            ['50', '130', '916'].includes(typeCode(d) ?? '')),
      ),
  ),
  rule(
    'CII-DT-021',
    'fatal',
    [],
    'Ein Dokumentverweis darf einen Namen nur als Anhang (AdditionalReferencedDocument mit TypeCode 916) haben.',
    (_i, ctx) =>
      countFailing(
        referencedDocuments(ctx),
        (d) =>
          kid(d, 'Name') === undefined ||
          (d.localName === 'AdditionalReferencedDocument' && typeCode(d) === '916'),
      ),
  ),
  rule(
    'CII-DT-024',
    'fatal',
    [],
    'Ein ReferenceTypeCode ist nur bei der Objektkennung (AdditionalReferencedDocument mit TypeCode 130) erlaubt.',
    (_i, ctx) =>
      countFailing(
        referencedDocuments(ctx),
        (d) =>
          kid(d, 'ReferenceTypeCode') === undefined ||
          (d.localName === 'AdditionalReferencedDocument' && typeCode(d) === '130'),
      ),
  ),
  rule(
    'CII-DT-027',
    'fatal',
    [],
    'Ein Ausstellungsdatum (FormattedIssueDateTime) ist nur beim Verweis auf eine vorausgegangene Rechnung erlaubt.',
    (_i, ctx) =>
      countFailing(
        referencedDocuments(ctx),
        (d) => kid(d, 'FormattedIssueDateTime') === undefined || d.localName === 'InvoiceReferencedDocument',
      ),
  ),
  rule(
    'CII-DT-031',
    'fatal',
    ['BT-5'],
    'In CII dürfen Beträge kein Attribut currencyID tragen (außer TaxTotalAmount).',
    (_i, ctx) => {
      let n = 0;
      for (const [name, els] of ctx.byName) {
        if (!name.endsWith('Amount') || name === 'TaxTotalAmount') continue;
        for (const el of els)
          if (
            el.hasAttribute('currencyID') &&
            el.namespaceURI?.includes('ReusableAggregateBusinessInformationEntity')
          )
            n++;
      }
      return n;
    },
  ),
  rule(
    'CII-DT-043',
    'warning',
    [],
    'Das Element LineTotalBasisAmount ist in Steuerangaben nicht vorgesehen.',
    (_i, ctx) => (ctx.byName.get('LineTotalBasisAmount') ?? []).length,
  ),
  rule(
    'CII-DT-044',
    'warning',
    [],
    'Das Element AllowanceChargeBasisAmount ist in Steuerangaben nicht vorgesehen.',
    (_i, ctx) => (ctx.byName.get('AllowanceChargeBasisAmount') ?? []).length,
  ),
  rule(
    'CII-DT-058',
    'warning',
    ['BT-8'],
    'Der Code für das Datum der Steuerfälligkeit (DueDateTypeCode) ist nur auf Dokumentebene vorgesehen.',
    (_i, ctx) =>
      lineSettlement(ctx).reduce((n, s) => n + all(s, 'ApplicableTradeTax/DueDateTypeCode').length, 0),
  ),
];
