import type { Invoice } from '@e-invoice-eu/core';
import type { En16931Invoice, Identifier, InvoiceLine, Party, PostalAddress } from '@kontor/einvoice';
import { forXmlBuilder } from './xml-text.ts';

/**
 * The EN 16931 model in the input format of @e-invoice-eu/core: a UBL-shaped JSON object whose
 * keys are the UBL element names and "element@attribute" for attributes. The library turns it
 * into UBL, CII or Factur-X; this module is the only place that knows its shape.
 */

type Json = string | Json[] | { [key: string]: Json | undefined } | undefined;

/**
 * Drop undefined values and empty objects/arrays, so the library's schema sees only what is set;
 * text is prepared for the library's XML writer (`forXmlBuilder`).
 */
function compact(value: Json): Json {
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, compact(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value === undefined || value === '' ? undefined : forXmlBuilder(value);
}

const CURRENCY = 'EUR';

const amount = (name: string, value: string | undefined) =>
  value === undefined ? {} : { [name]: value, [`${name}@currencyID`]: CURRENCY };

const id = (name: string, identifier: Identifier | undefined) =>
  identifier ? { [name]: identifier.id, [`${name}@schemeID`]: identifier.scheme } : {};

function address(a: PostalAddress | undefined) {
  return {
    'cbc:StreetName': a?.line1,
    'cbc:AdditionalStreetName': a?.line2,
    'cbc:CityName': a?.city,
    'cbc:PostalZone': a?.postCode,
    'cbc:CountrySubentity': a?.subdivision,
    'cac:AddressLine': a?.line3 ? { 'cbc:Line': a.line3 } : undefined,
    'cac:Country': { 'cbc:IdentificationCode': a?.countryCode },
  };
}

const taxScheme = (companyId: string | undefined, scheme: 'VAT' | 'FC') =>
  companyId ? { 'cbc:CompanyID': companyId, 'cac:TaxScheme': { 'cbc:ID': scheme } } : undefined;

function party(p: Party, role: 'seller' | 'buyer') {
  const identifications = p.identifiers.map((i) => id('cbc:ID', i));
  return {
    ...id('cbc:EndpointID', p.electronicAddress),
    // The buyer has one identifier (BT-46), the seller may have several (BT-29).
    'cac:PartyIdentification': role === 'seller' ? identifications : identifications[0],
    'cac:PartyName': p.tradingName ? { 'cbc:Name': p.tradingName } : undefined,
    'cac:PostalAddress': address(p.address),
    'cac:PartyTaxScheme':
      role === 'seller'
        ? [taxScheme(p.vatId, 'VAT'), taxScheme(p.taxRegistrationId, 'FC')]
        : taxScheme(p.vatId, 'VAT'),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': p.name,
      ...id('cbc:CompanyID', p.legalRegistrationId),
      'cbc:CompanyLegalForm': role === 'seller' ? p.additionalLegalInfo : undefined,
    },
    'cac:Contact': p.contact
      ? {
          'cbc:Name': p.contact.name,
          'cbc:Telephone': p.contact.phone,
          'cbc:ElectronicMail': p.contact.email,
        }
      : undefined,
  };
}

function line(l: InvoiceLine) {
  return {
    'cbc:ID': l.id,
    'cbc:Note': l.note,
    'cbc:InvoicedQuantity': l.quantity,
    'cbc:InvoicedQuantity@unitCode': l.unitCode,
    ...amount('cbc:LineExtensionAmount', l.netAmount),
    'cac:InvoicePeriod': l.period
      ? { 'cbc:StartDate': l.period.start, 'cbc:EndDate': l.period.end }
      : undefined,
    'cac:AllowanceCharge': [
      ...l.allowances.map((a) => ({ indicator: 'false', ...a })),
      ...l.charges.map((c) => ({ indicator: 'true', ...c })),
    ].map((a) => ({
      'cbc:ChargeIndicator': a.indicator,
      'cbc:AllowanceChargeReasonCode': a.reasonCode,
      'cbc:AllowanceChargeReason': a.reason,
      'cbc:MultiplierFactorNumeric': a.percentage,
      ...amount('cbc:Amount', a.amount),
      ...amount('cbc:BaseAmount', a.baseAmount),
    })),
    'cac:Item': {
      'cbc:Description': l.item.description,
      'cbc:Name': l.item.name,
      'cac:SellersItemIdentification': l.item.sellerId ? { 'cbc:ID': l.item.sellerId } : undefined,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': l.vat.category,
        'cbc:Percent': l.vat.rate,
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    'cac:Price': {
      ...amount('cbc:PriceAmount', l.price.netPrice),
      'cbc:BaseQuantity': l.price.baseQuantity,
      'cbc:BaseQuantity@unitCode': l.price.baseQuantity ? l.price.baseQuantityUnitCode : undefined,
    },
  };
}

export function toLibraryInvoice(model: En16931Invoice): Invoice {
  const pay = model.paymentInstructions;
  const invoice = {
    'cbc:CustomizationID': model.customizationId,
    'cbc:ProfileID': model.profileId,
    'cbc:ID': model.number,
    'cbc:IssueDate': model.issueDate,
    'cbc:DueDate': model.dueDate,
    'cbc:InvoiceTypeCode': model.typeCode,
    'cbc:Note': model.notes.map((n) => n.text),
    'cbc:DocumentCurrencyCode': model.currency,
    'cbc:BuyerReference': model.buyerReference,
    'cac:InvoicePeriod': model.invoicingPeriod
      ? { 'cbc:StartDate': model.invoicingPeriod.start, 'cbc:EndDate': model.invoicingPeriod.end }
      : undefined,
    'cac:OrderReference': model.purchaseOrderReference
      ? { 'cbc:ID': model.purchaseOrderReference, 'cbc:SalesOrderID': model.salesOrderReference }
      : undefined,
    'cac:BillingReference': model.precedingInvoices.map((p) => ({
      'cac:InvoiceDocumentReference': { 'cbc:ID': p.number, 'cbc:IssueDate': p.issueDate },
    })),
    'cac:AccountingSupplierParty': { 'cac:Party': party(model.seller, 'seller') },
    'cac:AccountingCustomerParty': { 'cac:Party': party(model.buyer, 'buyer') },
    'cac:Delivery': model.delivery
      ? {
          'cbc:ActualDeliveryDate': model.delivery.actualDeliveryDate,
          'cac:DeliveryLocation': model.delivery.address
            ? { 'cac:Address': address(model.delivery.address) }
            : undefined,
        }
      : undefined,
    'cac:PaymentMeans': pay
      ? [
          {
            'cbc:PaymentMeansCode': pay.meansCode,
            'cbc:PaymentMeansCode@name': pay.meansText,
            'cbc:PaymentID': pay.remittanceInformation,
            'cac:PayeeFinancialAccount': pay.creditTransfers[0]
              ? {
                  'cbc:ID': pay.creditTransfers[0].accountId,
                  'cbc:Name': pay.creditTransfers[0].accountName,
                  'cac:FinancialInstitutionBranch': pay.creditTransfers[0].serviceProviderId
                    ? { 'cbc:ID': pay.creditTransfers[0].serviceProviderId }
                    : undefined,
                }
              : undefined,
          },
        ]
      : undefined,
    'cac:PaymentTerms': model.paymentTerms ? { 'cbc:Note': model.paymentTerms } : undefined,
    'cac:TaxTotal': [
      {
        ...amount('cbc:TaxAmount', model.totals.vatTotal),
        'cac:TaxSubtotal': model.vatBreakdown.map((b) => ({
          ...amount('cbc:TaxableAmount', b.taxableAmount),
          ...amount('cbc:TaxAmount', b.taxAmount),
          'cac:TaxCategory': {
            'cbc:ID': b.category,
            'cbc:Percent': b.rate,
            'cbc:TaxExemptionReasonCode': b.exemptionReasonCode,
            'cbc:TaxExemptionReason': b.exemptionReason,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      ...amount('cbc:LineExtensionAmount', model.totals.lineNetTotal),
      ...amount('cbc:TaxExclusiveAmount', model.totals.taxExclusive),
      ...amount('cbc:TaxInclusiveAmount', model.totals.taxInclusive),
      ...amount('cbc:AllowanceTotalAmount', model.totals.allowanceTotal),
      ...amount('cbc:ChargeTotalAmount', model.totals.chargeTotal),
      ...amount('cbc:PrepaidAmount', model.totals.prepaid),
      ...amount('cbc:PayableRoundingAmount', model.totals.rounding),
      ...amount('cbc:PayableAmount', model.totals.payable),
    },
    'cac:InvoiceLine': model.lines.map(line),
  };
  return { 'ubl:Invoice': compact(invoice as Json) } as unknown as Invoice;
}
