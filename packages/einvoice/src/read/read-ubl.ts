import type {
  AllowanceCharge,
  Attachment,
  En16931Invoice,
  Identifier,
  InvoiceLine,
  LineAllowanceCharge,
  Party,
  PaymentInstructions,
  Period,
  PostalAddress,
} from '../model.ts';
import { all, at, attr, kid, kids, text, textAt, type Element } from '../xml.ts';

const ident = (el: Element | undefined, schemeAttr = 'schemeID'): Identifier | undefined =>
  el ? { id: text(el) ?? '', scheme: attr(el, schemeAttr) } : undefined;

const address = (el: Element | undefined): PostalAddress | undefined =>
  el && {
    line1: textAt(el, 'StreetName'),
    line2: textAt(el, 'AdditionalStreetName'),
    line3: textAt(el, 'AddressLine/Line'),
    city: textAt(el, 'CityName'),
    postCode: textAt(el, 'PostalZone'),
    subdivision: textAt(el, 'CountrySubentity'),
    countryCode: textAt(el, 'Country/IdentificationCode'),
  };

const period = (el: Element | undefined): Period | undefined =>
  el && { start: textAt(el, 'StartDate'), end: textAt(el, 'EndDate') };

const taxSchemeId = (pts: Element) => (textAt(pts, 'TaxScheme/ID') ?? '').toUpperCase();

const party = (p: Element | undefined, withIdentifiers = true): Party => {
  const schemes = kids(p, 'PartyTaxScheme');
  const contact = kid(p, 'Contact');
  const legal = kid(p, 'PartyLegalEntity');
  return {
    name: textAt(legal, 'RegistrationName'),
    tradingName: textAt(p, 'PartyName/Name'),
    // The SEPA creditor id shares the element but is BT-90, not a party identifier.
    identifiers: withIdentifiers
      ? all(p, 'PartyIdentification/ID')
          .filter((e) => attr(e, 'schemeID') !== 'SEPA')
          .map((e) => ident(e)!)
      : [],
    legalRegistrationId: ident(kid(legal, 'CompanyID')),
    vatId: text(
      schemes.map((s) => (taxSchemeId(s) === 'VAT' ? kid(s, 'CompanyID') : undefined)).find(Boolean),
    ),
    taxRegistrationId: text(
      schemes.map((s) => (taxSchemeId(s) !== 'VAT' ? kid(s, 'CompanyID') : undefined)).find(Boolean),
    ),
    additionalLegalInfo: textAt(legal, 'CompanyLegalForm'),
    electronicAddress: ident(kid(p, 'EndpointID')),
    address: address(kid(p, 'PostalAddress')),
    contact: contact && {
      name: textAt(contact, 'Name'),
      phone: textAt(contact, 'Telephone'),
      email: textAt(contact, 'ElectronicMail'),
    },
  };
};

const isCharge = (ac: Element) => textAt(ac, 'ChargeIndicator') === 'true';

const docAllowanceCharge = (ac: Element): AllowanceCharge => ({
  amount: textAt(ac, 'Amount'),
  baseAmount: textAt(ac, 'BaseAmount'),
  percentage: textAt(ac, 'MultiplierFactorNumeric'),
  vatCategory: textAt(ac, 'TaxCategory/ID'),
  vatRate: textAt(ac, 'TaxCategory/Percent'),
  reason: textAt(ac, 'AllowanceChargeReason'),
  reasonCode: textAt(ac, 'AllowanceChargeReasonCode'),
});

const lineAllowanceCharge = (ac: Element): LineAllowanceCharge => ({
  amount: textAt(ac, 'Amount'),
  baseAmount: textAt(ac, 'BaseAmount'),
  percentage: textAt(ac, 'MultiplierFactorNumeric'),
  reason: textAt(ac, 'AllowanceChargeReason'),
  reasonCode: textAt(ac, 'AllowanceChargeReasonCode'),
});

const line = (el: Element, creditNote: boolean): InvoiceLine => {
  const item = kid(el, 'Item');
  const price = kid(el, 'Price');
  const priceAc = kid(price, 'AllowanceCharge');
  const acs = kids(el, 'AllowanceCharge');
  const quantity = kid(el, creditNote ? 'CreditedQuantity' : 'InvoicedQuantity');
  const tax = kid(item, 'ClassifiedTaxCategory');
  return {
    id: textAt(el, 'ID'),
    note: textAt(el, 'Note'),
    objectId: ident(at(el, 'DocumentReference/ID')),
    quantity: text(quantity),
    unitCode: attr(quantity, 'unitCode'),
    netAmount: textAt(el, 'LineExtensionAmount'),
    orderLineReference: textAt(el, 'OrderLineReference/LineID'),
    accountingReference: textAt(el, 'AccountingCost'),
    period: period(kid(el, 'InvoicePeriod')),
    allowances: acs.filter((a) => !isCharge(a)).map(lineAllowanceCharge),
    charges: acs.filter(isCharge).map(lineAllowanceCharge),
    price: {
      netPrice: textAt(price, 'PriceAmount'),
      discount: textAt(priceAc, 'Amount'),
      grossPrice: textAt(priceAc, 'BaseAmount'),
      baseQuantity: textAt(price, 'BaseQuantity'),
      baseQuantityUnitCode: attr(kid(price, 'BaseQuantity'), 'unitCode'),
    },
    vat: { category: textAt(tax, 'ID'), rate: textAt(tax, 'Percent') },
    item: {
      name: textAt(item, 'Name'),
      description: textAt(item, 'Description'),
      sellerId: textAt(item, 'SellersItemIdentification/ID'),
      buyerId: textAt(item, 'BuyersItemIdentification/ID'),
      standardId: ident(at(item, 'StandardItemIdentification/ID')),
      classifications: all(item, 'CommodityClassification/ItemClassificationCode').map((c) => ({
        id: text(c) ?? '',
        listId: attr(c, 'listID'),
        listVersion: attr(c, 'listVersionID'),
      })),
      originCountry: textAt(item, 'OriginCountry/IdentificationCode'),
      attributes: kids(item, 'AdditionalItemProperty').map((p) => ({
        name: textAt(p, 'Name'),
        value: textAt(p, 'Value'),
      })),
    },
  };
};

const paymentInstructions = (root: Element): PaymentInstructions | undefined => {
  const means = kids(root, 'PaymentMeans');
  if (means.length === 0) return undefined;
  const first = means[0]!;
  const card = means.map((m) => kid(m, 'CardAccount')).find(Boolean);
  const mandate = means.map((m) => kid(m, 'PaymentMandate')).find(Boolean);
  const creditorId =
    all(root, 'AccountingSupplierParty/Party/PartyIdentification/ID').find(
      (e) => attr(e, 'schemeID') === 'SEPA',
    ) ?? all(root, 'PayeeParty/PartyIdentification/ID').find((e) => attr(e, 'schemeID') === 'SEPA');
  return {
    meansCode: textAt(first, 'PaymentMeansCode'),
    meansText: attr(kid(first, 'PaymentMeansCode'), 'name'),
    remittanceInformation: textAt(first, 'PaymentID'),
    creditTransfers: means.flatMap((m) =>
      kids(m, 'PayeeFinancialAccount').map((a) => ({
        accountId: textAt(a, 'ID'),
        accountName: textAt(a, 'Name'),
        serviceProviderId: textAt(a, 'FinancialInstitutionBranch/ID'),
      })),
    ),
    card: card && { pan: textAt(card, 'PrimaryAccountNumberID'), holderName: textAt(card, 'HolderName') },
    directDebit:
      mandate || creditorId
        ? {
            mandateReference: textAt(mandate, 'ID'),
            creditorId: text(creditorId),
            debitedAccountId: textAt(mandate, 'PayerFinancialAccount/ID'),
          }
        : undefined,
  };
};

const attachment = (ref: Element): Attachment => {
  const bin = at(ref, 'Attachment/EmbeddedDocumentBinaryObject');
  return {
    id: textAt(ref, 'ID'),
    description: textAt(ref, 'DocumentDescription'),
    uri: textAt(ref, 'Attachment/ExternalReference/URI'),
    binary: bin && {
      mimeCode: attr(bin, 'mimeCode'),
      filename: attr(bin, 'filename'),
      sizeBytes: Math.floor(((text(bin) ?? '').replace(/\s/g, '').length * 3) / 4),
    },
  };
};

export const readUbl = (root: Element): En16931Invoice => {
  const creditNote = root.localName === 'CreditNote';
  const docRefs = kids(root, 'AdditionalDocumentReference');
  const objectRef = docRefs.find((r) => textAt(r, 'DocumentTypeCode') === '130');
  const taxTotals = kids(root, 'TaxTotal');
  const currency = textAt(root, 'DocumentCurrencyCode');
  const vatTotal = (cur: string | undefined) =>
    text(taxTotals.map((t) => kid(t, 'TaxAmount')).find((a) => a && attr(a, 'currencyID') === cur));
  const monetary = kid(root, 'LegalMonetaryTotal');
  const payee = kid(root, 'PayeeParty');
  const rep = kid(root, 'TaxRepresentativeParty');
  const delivery = kid(root, 'Delivery');
  const acs = kids(root, 'AllowanceCharge');
  const taxPointCode = textAt(root, 'InvoicePeriod/DescriptionCode');
  const vatAccounting = textAt(root, 'TaxCurrencyCode');
  return {
    syntax: 'ubl',
    rootKind: creditNote ? 'creditNote' : 'invoice',
    customizationId: textAt(root, 'CustomizationID'),
    profileId: textAt(root, 'ProfileID'),
    number: textAt(root, 'ID'),
    issueDate: textAt(root, 'IssueDate'),
    typeCode: textAt(root, creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'),
    currency,
    vatAccountingCurrency: vatAccounting,
    taxPointDate: textAt(root, 'TaxPointDate'),
    taxPointDateCode: taxPointCode,
    dueDate: textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate'),
    buyerReference: textAt(root, 'BuyerReference'),
    projectReference: textAt(root, 'ProjectReference/ID'),
    contractReference: textAt(root, 'ContractDocumentReference/ID'),
    purchaseOrderReference: textAt(root, 'OrderReference/ID'),
    salesOrderReference: textAt(root, 'OrderReference/SalesOrderID'),
    receivingAdviceReference: textAt(root, 'ReceiptDocumentReference/ID'),
    despatchAdviceReference: textAt(root, 'DespatchDocumentReference/ID'),
    tenderReference: textAt(root, 'OriginatorDocumentReference/ID'),
    invoicedObjectId: ident(kid(objectRef, 'ID')),
    buyerAccountingReference: textAt(root, 'AccountingCost'),
    paymentTerms: at(root, 'PaymentTerms/Note')?.textContent ?? undefined,
    notes: kids(root, 'Note').map((n) => {
      const raw = text(n) ?? '';
      const m = /^#([A-Z]{3})#(.*)$/s.exec(raw);
      return m ? { subjectCode: m[1], text: m[2]! } : { text: raw };
    }),
    precedingInvoices: all(root, 'BillingReference/InvoiceDocumentReference').map((r) => ({
      number: textAt(r, 'ID'),
      issueDate: textAt(r, 'IssueDate'),
    })),
    seller: party(at(root, 'AccountingSupplierParty/Party')),
    buyer: party(at(root, 'AccountingCustomerParty/Party')),
    payee: payee && {
      name: textAt(payee, 'PartyName/Name'),
      identifier: ident(all(payee, 'PartyIdentification/ID').find((e) => attr(e, 'schemeID') !== 'SEPA')),
      legalRegistrationId: ident(at(payee, 'PartyLegalEntity/CompanyID')),
    },
    sellerTaxRepresentative: rep && {
      name: textAt(rep, 'PartyName/Name'),
      vatId: textAt(rep, 'PartyTaxScheme/CompanyID'),
      address: address(kid(rep, 'PostalAddress')),
    },
    delivery: delivery && {
      name: textAt(delivery, 'DeliveryParty/PartyName/Name'),
      locationId: ident(at(delivery, 'DeliveryLocation/ID')),
      actualDeliveryDate: textAt(delivery, 'ActualDeliveryDate'),
      address: address(at(delivery, 'DeliveryLocation/Address')),
    },
    invoicingPeriod: period(kid(root, 'InvoicePeriod')),
    paymentInstructions: paymentInstructions(root),
    allowances: acs.filter((a) => !isCharge(a)).map(docAllowanceCharge),
    charges: acs.filter(isCharge).map(docAllowanceCharge),
    totals: {
      lineNetTotal: textAt(monetary, 'LineExtensionAmount'),
      allowanceTotal: textAt(monetary, 'AllowanceTotalAmount'),
      chargeTotal: textAt(monetary, 'ChargeTotalAmount'),
      taxExclusive: textAt(monetary, 'TaxExclusiveAmount'),
      vatTotal: vatTotal(currency),
      vatTotalAccountingCurrency:
        vatAccounting && vatAccounting !== currency ? vatTotal(vatAccounting) : undefined,
      taxInclusive: textAt(monetary, 'TaxInclusiveAmount'),
      prepaid: textAt(monetary, 'PrepaidAmount'),
      rounding: textAt(monetary, 'PayableRoundingAmount'),
      payable: textAt(monetary, 'PayableAmount'),
    },
    // Every subtotal counts, even from a (forbidden) second TaxTotal, so BR-S-08 & co. see them.
    vatBreakdown: taxTotals
      .flatMap((t) => kids(t, 'TaxSubtotal'))
      .map((s) => ({
        taxableAmount: textAt(s, 'TaxableAmount'),
        taxAmount: textAt(s, 'TaxAmount'),
        category: textAt(s, 'TaxCategory/ID'),
        rate: textAt(s, 'TaxCategory/Percent'),
        exemptionReason: textAt(s, 'TaxCategory/TaxExemptionReason'),
        exemptionReasonCode: textAt(s, 'TaxCategory/TaxExemptionReasonCode'),
      })),
    attachments: docRefs.filter((r) => textAt(r, 'DocumentTypeCode') !== '130').map(attachment),
    lines: kids(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine').map((l) => line(l, creditNote)),
  };
};
