/**
 * The EN 16931 semantic model of an invoice (BT-/BG- terms), independent of the syntax.
 * The readers turn UBL and CII into this model; Kontor's writer produces XML from it; the
 * business rules check it. Amounts, quantities and rates stay decimal strings exactly as
 * written in the XML ("100.00", "19"), so the decimal rules (BR-DEC-*) can see the scale
 * and no binary float ever touches money. Dates are ISO "YYYY-MM-DD".
 *
 * A term that is absent is `undefined`; an element present but empty is "" — several
 * rules distinguish the two.
 */

export type DecimalText = string;
export type IsoDate = string;

export interface Identifier {
  id: string;
  /** Scheme identifier (ISO 6523 ICD, EAS code, …) if given. */
  scheme?: string;
}

export interface PostalAddress {
  line1?: string; // BT-35 / BT-50 / BT-64 / BT-75
  line2?: string; // BT-36 / BT-51 / BT-65 / BT-76
  line3?: string; // BT-162 / BT-163 / BT-164 / BT-165
  city?: string; // BT-37 / BT-52 / BT-66 / BT-77
  postCode?: string; // BT-38 / BT-53 / BT-67 / BT-78
  subdivision?: string; // BT-39 / BT-54 / BT-68 / BT-79
  countryCode?: string; // BT-40 / BT-55 / BT-69 / BT-80
}

export interface Contact {
  name?: string; // BT-41 / BT-56
  phone?: string; // BT-42 / BT-57
  email?: string; // BT-43 / BT-58
}

/** Seller (BG-4) and buyer (BG-7) share this shape. */
export interface Party {
  name?: string; // BT-27 / BT-44
  tradingName?: string; // BT-28 / BT-45
  identifiers: Identifier[]; // BT-29 (several) / BT-46
  legalRegistrationId?: Identifier; // BT-30 / BT-47
  vatId?: string; // BT-31 / BT-48
  /** Seller tax registration (local tax number, "FC" scheme) — BT-32. */
  taxRegistrationId?: string;
  additionalLegalInfo?: string; // BT-33
  electronicAddress?: Identifier; // BT-34 / BT-49
  address?: PostalAddress; // BG-5 / BG-8
  contact?: Contact; // BG-6 / BG-9
}

export interface Payee {
  name?: string; // BT-59
  identifier?: Identifier; // BT-60
  legalRegistrationId?: Identifier; // BT-61
}

export interface TaxRepresentative {
  name?: string; // BT-62
  vatId?: string; // BT-63
  address?: PostalAddress; // BG-12
}

export interface Delivery {
  name?: string; // BT-70
  locationId?: Identifier; // BT-71
  actualDeliveryDate?: IsoDate; // BT-72
  address?: PostalAddress; // BG-15
}

export interface Period {
  start?: IsoDate; // BT-73 / BT-134
  end?: IsoDate; // BT-74 / BT-135
}

export interface CreditTransfer {
  accountId?: string; // BT-84 (IBAN)
  accountName?: string; // BT-85
  serviceProviderId?: string; // BT-86 (BIC)
}

export interface PaymentInstructions {
  meansCode?: string; // BT-81 (UNTDID 4461, 58 = SEPA credit transfer)
  meansText?: string; // BT-82
  remittanceInformation?: string; // BT-83
  creditTransfers: CreditTransfer[]; // BG-17
  card?: { pan?: string; holderName?: string }; // BG-18: BT-87, BT-88
  directDebit?: { mandateReference?: string; creditorId?: string; debitedAccountId?: string }; // BG-19: BT-89..91
}

/** Document-level allowance (BG-20) or charge (BG-21). */
export interface AllowanceCharge {
  amount?: DecimalText; // BT-92 / BT-99
  baseAmount?: DecimalText; // BT-93 / BT-100
  percentage?: DecimalText; // BT-94 / BT-101
  vatCategory?: string; // BT-95 / BT-102
  vatRate?: DecimalText; // BT-96 / BT-103
  reason?: string; // BT-97 / BT-104
  reasonCode?: string; // BT-98 / BT-105
}

export interface Totals {
  lineNetTotal?: DecimalText; // BT-106
  allowanceTotal?: DecimalText; // BT-107
  chargeTotal?: DecimalText; // BT-108
  taxExclusive?: DecimalText; // BT-109
  vatTotal?: DecimalText; // BT-110 (in invoice currency)
  vatTotalAccountingCurrency?: DecimalText; // BT-111
  taxInclusive?: DecimalText; // BT-112
  prepaid?: DecimalText; // BT-113
  rounding?: DecimalText; // BT-114
  payable?: DecimalText; // BT-115
}

export interface VatBreakdown {
  taxableAmount?: DecimalText; // BT-116
  taxAmount?: DecimalText; // BT-117
  category?: string; // BT-118 (UNTDID 5305: S, Z, E, AE, K, G, O, L, M)
  rate?: DecimalText; // BT-119
  exemptionReason?: string; // BT-120
  exemptionReasonCode?: string; // BT-121 (VATEX)
}

export interface Attachment {
  id?: string; // BT-122
  description?: string; // BT-123
  uri?: string; // BT-124
  /** BT-125 present: mime code and file name of the embedded object. */
  binary?: { mimeCode?: string; filename?: string; sizeBytes: number };
}

export interface LineAllowanceCharge {
  amount?: DecimalText; // BT-136 / BT-141
  baseAmount?: DecimalText; // BT-137 / BT-142
  percentage?: DecimalText; // BT-138 / BT-143
  reason?: string; // BT-139 / BT-144
  reasonCode?: string; // BT-140 / BT-145
}

export interface InvoiceLine {
  id?: string; // BT-126
  note?: string; // BT-127
  objectId?: Identifier; // BT-128
  quantity?: DecimalText; // BT-129
  unitCode?: string; // BT-130 (UN/ECE Rec 20, e.g. C62, HUR)
  netAmount?: DecimalText; // BT-131
  orderLineReference?: string; // BT-132
  accountingReference?: string; // BT-133
  period?: Period; // BG-26
  allowances: LineAllowanceCharge[]; // BG-27
  charges: LineAllowanceCharge[]; // BG-28
  price: {
    netPrice?: DecimalText; // BT-146
    discount?: DecimalText; // BT-147
    grossPrice?: DecimalText; // BT-148
    baseQuantity?: DecimalText; // BT-149
    baseQuantityUnitCode?: string; // BT-150
  };
  vat: { category?: string; rate?: DecimalText }; // BG-30: BT-151, BT-152
  item: {
    name?: string; // BT-153
    description?: string; // BT-154
    sellerId?: string; // BT-155
    buyerId?: string; // BT-156
    standardId?: Identifier; // BT-157
    classifications: { id: string; listId?: string; listVersion?: string }[]; // BT-158
    originCountry?: string; // BT-159
    attributes: { name?: string; value?: string }[]; // BG-32: BT-160, BT-161
  };
}

export interface En16931Invoice {
  /** Which syntax it was read from or is meant for; rules named UBL-*, CII-* depend on it. */
  syntax: 'ubl' | 'cii';
  /** UBL root element: Invoice or CreditNote (CII always uses one root). */
  rootKind: 'invoice' | 'creditNote';
  customizationId?: string; // BT-24
  profileId?: string; // BT-23
  number?: string; // BT-1
  issueDate?: IsoDate; // BT-2
  typeCode?: string; // BT-3 (UNTDID 1001: 380 invoice, 381 credit note, 384 corrected, 386 prepayment, 875/876/877 partial)
  currency?: string; // BT-5
  vatAccountingCurrency?: string; // BT-6
  taxPointDate?: IsoDate; // BT-7
  /** BT-8 in UNTDID 2005 (3 invoice date, 35 delivery date, 432 paid); CII's 5/29/72 are translated on read. */
  taxPointDateCode?: string; // BT-8
  dueDate?: IsoDate; // BT-9
  buyerReference?: string; // BT-10 (Leitweg-ID for German public buyers)
  projectReference?: string; // BT-11
  contractReference?: string; // BT-12
  purchaseOrderReference?: string; // BT-13
  salesOrderReference?: string; // BT-14
  receivingAdviceReference?: string; // BT-15
  despatchAdviceReference?: string; // BT-16
  tenderReference?: string; // BT-17
  invoicedObjectId?: Identifier; // BT-18
  buyerAccountingReference?: string; // BT-19
  paymentTerms?: string; // BT-20
  notes: { subjectCode?: string; text: string }[]; // BG-1: BT-21, BT-22
  precedingInvoices: { number?: string; issueDate?: IsoDate }[]; // BG-3: BT-25, BT-26
  seller: Party; // BG-4
  buyer: Party; // BG-7
  payee?: Payee; // BG-10
  sellerTaxRepresentative?: TaxRepresentative; // BG-11
  delivery?: Delivery; // BG-13
  invoicingPeriod?: Period; // BG-14
  paymentInstructions?: PaymentInstructions; // BG-16
  allowances: AllowanceCharge[]; // BG-20
  charges: AllowanceCharge[]; // BG-21
  totals: Totals; // BG-22
  vatBreakdown: VatBreakdown[]; // BG-23
  attachments: Attachment[]; // BG-24
  lines: InvoiceLine[]; // BG-25
}
