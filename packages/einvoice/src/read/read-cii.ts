import type {
  AllowanceCharge,
  CreditTransfer,
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

/** BT-8 is UNTDID 2005 in the model (3, 35, 432); CII writes the UNTDID 2475 twins (5, 29, 72). */
export const TAX_POINT_CODE_FROM_CII: Record<string, string> = { '5': '3', '29': '35', '72': '432' };

const ident = (el: Element | undefined): Identifier | undefined =>
  el ? { id: text(el) ?? '', scheme: attr(el, 'schemeID') } : undefined;

/** CII dates are "YYYYMMDD" (format 102); anything else stays as written so BR/CII-DT rules can see it. */
export const ciiDate = (el: Element | undefined): string | undefined => {
  const raw = text(el);
  if (raw === undefined) return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : raw;
};

const address = (el: Element | undefined): PostalAddress | undefined =>
  el && {
    line1: textAt(el, 'LineOne'),
    line2: textAt(el, 'LineTwo'),
    line3: textAt(el, 'LineThree'),
    city: textAt(el, 'CityName'),
    postCode: textAt(el, 'PostcodeCode'),
    subdivision: textAt(el, 'CountrySubDivisionName'),
    countryCode: textAt(el, 'CountryID'),
  };

const period = (el: Element | undefined): Period | undefined =>
  el && {
    start: ciiDate(at(el, 'StartDateTime/DateTimeString')),
    end: ciiDate(at(el, 'EndDateTime/DateTimeString')),
  };

const taxRegistration = (p: Element | undefined, scheme: string) =>
  text(all(p, 'SpecifiedTaxRegistration/ID').find((e) => attr(e, 'schemeID') === scheme));

const party = (p: Element | undefined): Party => {
  const contact = kid(p, 'DefinedTradeContact');
  const legal = kid(p, 'SpecifiedLegalOrganization');
  return {
    name: textAt(p, 'Name'),
    tradingName: textAt(legal, 'TradingBusinessName'),
    identifiers: [...kids(p, 'ID'), ...kids(p, 'GlobalID')].map((e) => ident(e)!),
    legalRegistrationId: ident(kid(legal, 'ID')),
    vatId: taxRegistration(p, 'VA'),
    taxRegistrationId: taxRegistration(p, 'FC'),
    additionalLegalInfo: textAt(p, 'Description'),
    electronicAddress: ident(at(p, 'URIUniversalCommunication/URIID')),
    address: address(kid(p, 'PostalTradeAddress')),
    contact: contact && {
      name: textAt(contact, 'PersonName') ?? textAt(contact, 'DepartmentName'),
      phone: textAt(contact, 'TelephoneUniversalCommunication/CompleteNumber'),
      email: textAt(contact, 'EmailURIUniversalCommunication/URIID'),
    },
  };
};

const isCharge = (ac: Element) => textAt(ac, 'ChargeIndicator/Indicator') === 'true';

const docAllowanceCharge = (ac: Element): AllowanceCharge => ({
  amount: textAt(ac, 'ActualAmount'),
  baseAmount: textAt(ac, 'BasisAmount'),
  percentage: textAt(ac, 'CalculationPercent'),
  vatCategory: textAt(ac, 'CategoryTradeTax/CategoryCode'),
  vatRate: textAt(ac, 'CategoryTradeTax/RateApplicablePercent'),
  reason: textAt(ac, 'Reason'),
  reasonCode: textAt(ac, 'ReasonCode'),
});

const lineAllowanceCharge = (ac: Element): LineAllowanceCharge => ({
  amount: textAt(ac, 'ActualAmount'),
  baseAmount: textAt(ac, 'BasisAmount'),
  percentage: textAt(ac, 'CalculationPercent'),
  reason: textAt(ac, 'Reason'),
  reasonCode: textAt(ac, 'ReasonCode'),
});

const line = (el: Element): InvoiceLine => {
  const product = kid(el, 'SpecifiedTradeProduct');
  const agreement = kid(el, 'SpecifiedLineTradeAgreement');
  const settlement = kid(el, 'SpecifiedLineTradeSettlement');
  const gross = kid(agreement, 'GrossPriceProductTradePrice');
  const net = kid(agreement, 'NetPriceProductTradePrice');
  const quantity = at(el, 'SpecifiedLineTradeDelivery/BilledQuantity');
  const acs = kids(settlement, 'SpecifiedTradeAllowanceCharge');
  const objectRef = kids(settlement, 'AdditionalReferencedDocument').find(
    (d) => textAt(d, 'TypeCode') === '130',
  );
  const tax = kid(settlement, 'ApplicableTradeTax');
  const baseQty = kid(net, 'BasisQuantity') ?? kid(gross, 'BasisQuantity');
  return {
    id: textAt(el, 'AssociatedDocumentLineDocument/LineID'),
    note: textAt(el, 'AssociatedDocumentLineDocument/IncludedNote/Content'),
    objectId: objectRef && {
      id: textAt(objectRef, 'IssuerAssignedID') ?? '',
      scheme: textAt(objectRef, 'ReferenceTypeCode'),
    },
    quantity: text(quantity),
    unitCode: attr(quantity, 'unitCode'),
    netAmount: textAt(settlement, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
    orderLineReference: textAt(agreement, 'BuyerOrderReferencedDocument/LineID'),
    accountingReference: textAt(settlement, 'ReceivableSpecifiedTradeAccountingAccount/ID'),
    period: period(kid(settlement, 'BillingSpecifiedPeriod')),
    allowances: acs.filter((a) => !isCharge(a)).map(lineAllowanceCharge),
    charges: acs.filter(isCharge).map(lineAllowanceCharge),
    price: {
      netPrice: textAt(net, 'ChargeAmount'),
      discount: textAt(gross, 'AppliedTradeAllowanceCharge/ActualAmount'),
      grossPrice: textAt(gross, 'ChargeAmount'),
      baseQuantity: text(baseQty),
      baseQuantityUnitCode: attr(baseQty, 'unitCode'),
    },
    vat: { category: textAt(tax, 'CategoryCode'), rate: textAt(tax, 'RateApplicablePercent') },
    item: {
      name: textAt(product, 'Name'),
      description: textAt(product, 'Description'),
      sellerId: textAt(product, 'SellerAssignedID'),
      buyerId: textAt(product, 'BuyerAssignedID'),
      standardId: ident(kid(product, 'GlobalID')),
      classifications: all(product, 'DesignatedProductClassification/ClassCode').map((c) => ({
        id: text(c) ?? '',
        listId: attr(c, 'listID'),
        listVersion: attr(c, 'listVersionID'),
      })),
      originCountry: textAt(product, 'OriginTradeCountry/ID'),
      attributes: kids(product, 'ApplicableProductCharacteristic').map((p) => ({
        name: textAt(p, 'Description'),
        value: textAt(p, 'Value'),
      })),
    },
  };
};

const paymentInstructions = (settlement: Element | undefined): PaymentInstructions | undefined => {
  const means = kids(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  const terms = kids(settlement, 'SpecifiedTradePaymentTerms');
  const mandate = terms.map((t) => textAt(t, 'DirectDebitMandateID')).find((v) => v !== undefined);
  const creditorId = textAt(settlement, 'CreditorReferenceID');
  if (means.length === 0 && mandate === undefined && creditorId === undefined) return undefined;
  const first = means[0];
  const card = means.map((m) => kid(m, 'ApplicableTradeSettlementFinancialCard')).find(Boolean);
  const debited = means.map((m) => at(m, 'PayerPartyDebtorFinancialAccount/IBANID')).find(Boolean);
  return {
    meansCode: textAt(first, 'TypeCode'),
    meansText: textAt(first, 'Information'),
    remittanceInformation: textAt(settlement, 'PaymentReference'),
    creditTransfers: means.flatMap((m): CreditTransfer[] => {
      const bic = textAt(m, 'PayeeSpecifiedCreditorFinancialInstitution/BICID');
      const accounts = kids(m, 'PayeePartyCreditorFinancialAccount').map((a) => ({
        accountId: textAt(a, 'IBANID') ?? textAt(a, 'ProprietaryID'),
        accountName: textAt(a, 'AccountName'),
        serviceProviderId: bic,
      }));
      // A BIC alone still states a credit transfer (BG-17 with only BT-86).
      return accounts.length === 0 && bic !== undefined ? [{ serviceProviderId: bic }] : accounts;
    }),
    card: card && { pan: textAt(card, 'ID'), holderName: textAt(card, 'CardholderName') },
    directDebit:
      mandate !== undefined || creditorId !== undefined || debited
        ? { mandateReference: mandate, creditorId, debitedAccountId: text(debited) }
        : undefined,
  };
};

export const readCii = (root: Element): En16931Invoice => {
  const context = kid(root, 'ExchangedDocumentContext');
  const doc = kid(root, 'ExchangedDocument');
  const tx = kid(root, 'SupplyChainTradeTransaction');
  const agreement = kid(tx, 'ApplicableHeaderTradeAgreement');
  const delivery = kid(tx, 'ApplicableHeaderTradeDelivery');
  const settlement = kid(tx, 'ApplicableHeaderTradeSettlement');
  const sums = kid(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  const vatAccounting = textAt(settlement, 'TaxCurrencyCode');
  const taxTotals = kids(sums, 'TaxTotalAmount');
  const taxTotalIn = (cur: string | undefined) =>
    text(
      taxTotals.find((t) => attr(t, 'currencyID') === cur) ?? (cur === currency ? taxTotals[0] : undefined),
    );
  const headerTaxes = kids(settlement, 'ApplicableTradeTax');
  const refs = kids(agreement, 'AdditionalReferencedDocument');
  const objectRef = refs.find((r) => textAt(r, 'TypeCode') === '130');
  const tenderRef = refs.find((r) => textAt(r, 'TypeCode') === '50');
  const acs = kids(settlement, 'SpecifiedTradeAllowanceCharge');
  const terms = kids(settlement, 'SpecifiedTradePaymentTerms');
  const payee = kid(settlement, 'PayeeTradeParty');
  const rep = kid(agreement, 'SellerTaxRepresentativeTradeParty');
  const shipTo = kid(delivery, 'ShipToTradeParty');
  const deliveryDate = ciiDate(
    at(delivery, 'ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString'),
  );
  const taxPoint = headerTaxes.map((t) => at(t, 'TaxPointDate/DateString')).find(Boolean);
  const taxPointCode = headerTaxes.map((t) => textAt(t, 'DueDateTypeCode')).find((v) => v !== undefined);
  return {
    syntax: 'cii',
    rootKind: 'invoice',
    customizationId: textAt(context, 'GuidelineSpecifiedDocumentContextParameter/ID'),
    profileId: textAt(context, 'BusinessProcessSpecifiedDocumentContextParameter/ID'),
    number: textAt(doc, 'ID'),
    issueDate: ciiDate(at(doc, 'IssueDateTime/DateTimeString')),
    typeCode: textAt(doc, 'TypeCode'),
    currency,
    vatAccountingCurrency: vatAccounting,
    taxPointDate: ciiDate(taxPoint),
    taxPointDateCode:
      taxPointCode === undefined ? undefined : (TAX_POINT_CODE_FROM_CII[taxPointCode] ?? taxPointCode),
    dueDate: terms.map((t) => ciiDate(at(t, 'DueDateDateTime/DateTimeString'))).find(Boolean),
    buyerReference: textAt(agreement, 'BuyerReference'),
    projectReference: textAt(agreement, 'SpecifiedProcuringProject/ID'),
    contractReference: textAt(agreement, 'ContractReferencedDocument/IssuerAssignedID'),
    purchaseOrderReference: textAt(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID'),
    salesOrderReference: textAt(agreement, 'SellerOrderReferencedDocument/IssuerAssignedID'),
    receivingAdviceReference: textAt(delivery, 'ReceivingAdviceReferencedDocument/IssuerAssignedID'),
    despatchAdviceReference: textAt(delivery, 'DespatchAdviceReferencedDocument/IssuerAssignedID'),
    tenderReference: textAt(tenderRef, 'IssuerAssignedID'),
    invoicedObjectId: objectRef && {
      id: textAt(objectRef, 'IssuerAssignedID') ?? '',
      scheme: textAt(objectRef, 'ReferenceTypeCode'),
    },
    buyerAccountingReference: textAt(settlement, 'ReceivableSpecifiedTradeAccountingAccount/ID'),
    paymentTerms: terms
      .map((t) => at(t, 'Description')?.textContent ?? undefined)
      .find((v) => v !== undefined),
    notes: kids(doc, 'IncludedNote').map((n) => ({
      subjectCode: textAt(n, 'SubjectCode'),
      text: textAt(n, 'Content') ?? '',
    })),
    precedingInvoices: kids(settlement, 'InvoiceReferencedDocument').map((r) => ({
      number: textAt(r, 'IssuerAssignedID'),
      issueDate: ciiDate(at(r, 'FormattedIssueDateTime/DateTimeString')),
    })),
    seller: party(kid(agreement, 'SellerTradeParty')),
    buyer: party(kid(agreement, 'BuyerTradeParty')),
    payee: payee && {
      name: textAt(payee, 'Name'),
      identifier: ident(kid(payee, 'ID') ?? kid(payee, 'GlobalID')),
      legalRegistrationId: ident(at(payee, 'SpecifiedLegalOrganization/ID')),
    },
    sellerTaxRepresentative: rep && {
      name: textAt(rep, 'Name'),
      vatId: taxRegistration(rep, 'VA'),
      address: address(kid(rep, 'PostalTradeAddress')),
    },
    delivery:
      shipTo || deliveryDate !== undefined
        ? {
            name: textAt(shipTo, 'Name'),
            locationId: ident(kid(shipTo, 'ID') ?? kid(shipTo, 'GlobalID')),
            actualDeliveryDate: deliveryDate,
            address: address(kid(shipTo, 'PostalTradeAddress')),
          }
        : undefined,
    invoicingPeriod: period(kid(settlement, 'BillingSpecifiedPeriod')),
    paymentInstructions: paymentInstructions(settlement),
    allowances: acs.filter((a) => !isCharge(a)).map(docAllowanceCharge),
    charges: acs.filter(isCharge).map(docAllowanceCharge),
    totals: {
      lineNetTotal: textAt(sums, 'LineTotalAmount'),
      allowanceTotal: textAt(sums, 'AllowanceTotalAmount'),
      chargeTotal: textAt(sums, 'ChargeTotalAmount'),
      taxExclusive: textAt(sums, 'TaxBasisTotalAmount'),
      vatTotal: taxTotalIn(currency),
      vatTotalAccountingCurrency:
        vatAccounting && vatAccounting !== currency ? taxTotalIn(vatAccounting) : undefined,
      taxInclusive: textAt(sums, 'GrandTotalAmount'),
      prepaid: textAt(sums, 'TotalPrepaidAmount'),
      rounding: textAt(sums, 'RoundingAmount'),
      payable: textAt(sums, 'DuePayableAmount'),
    },
    vatBreakdown: headerTaxes.map((t) => ({
      taxableAmount: textAt(t, 'BasisAmount'),
      taxAmount: textAt(t, 'CalculatedAmount'),
      category: textAt(t, 'CategoryCode'),
      rate: textAt(t, 'RateApplicablePercent'),
      exemptionReason: textAt(t, 'ExemptionReason'),
      exemptionReasonCode: textAt(t, 'ExemptionReasonCode'),
    })),
    attachments: refs
      .filter((r) => textAt(r, 'TypeCode') === '916')
      .map((r) => {
        const bin = kid(r, 'AttachmentBinaryObject');
        return {
          id: textAt(r, 'IssuerAssignedID'),
          description: textAt(r, 'Name'),
          uri: textAt(r, 'URIID'),
          binary: bin && {
            mimeCode: attr(bin, 'mimeCode'),
            filename: attr(bin, 'filename'),
            sizeBytes: Math.floor(((text(bin) ?? '').replace(/\s/g, '').length * 3) / 4),
          },
        };
      }),
    lines: kids(tx, 'IncludedSupplyChainTradeLineItem').map(line),
  };
};
