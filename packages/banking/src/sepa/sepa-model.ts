/**
 * Postal address for SEPA files. Town and country are always structured. With `addressLines`
 * (at most two, not repeating town or country) the address is "hybrid"; without, street, building
 * number and post code make it "fully structured". A purely unstructured address (lines only) is
 * refused: banks reject it for payments settled from 15 November 2026 (EPC 2025 rulebooks v1.1).
 */
export interface SepaAddress {
  country: string;
  town: string;
  postCode?: string | null;
  street?: string | null;
  buildingNumber?: string | null;
  addressLines?: string[] | null;
}

export interface SepaParty {
  name: string;
  iban: string;
  /** Optional within SEPA (IBAN-only); written as BICFI when given. */
  bic?: string | null;
  address?: SepaAddress | null;
}

export interface CreditTransfer {
  /** The supplier's invoice number (or another reference); becomes the EndToEndId in the SEPA character set. */
  reference: string;
  /** Decimal string in EUR, 0.01 … 999,999,999.99, at most two decimals. */
  amount: string;
  /** Requested execution date `YYYY-MM-DD`; one payment batch per date. */
  executionDate: string;
  creditor: SepaParty;
  /** Unstructured remittance text (max 140 characters after transliteration). */
  remittance: string;
}

export interface CreditTransferFile {
  messageId: string;
  /** ISO timestamp `2026-11-25T10:00:00`. */
  createdAt: string;
  debtor: SepaParty;
  transfers: CreditTransfer[];
}

export type SequenceType = 'FRST' | 'RCUR' | 'OOFF' | 'FNAL';

export interface DirectDebit {
  /** Becomes the EndToEndId (e.g. the invoice number). */
  reference: string;
  amount: string;
  collectionDate: string;
  sequenceType: SequenceType;
  mandateId: string;
  /** Date the mandate was signed, `YYYY-MM-DD`. */
  mandateSignatureDate: string;
  debtor: SepaParty;
  remittance: string;
}

export interface DirectDebitFile {
  messageId: string;
  createdAt: string;
  creditor: SepaParty;
  /** SEPA creditor identifier (Gläubiger-ID), check digits verified. */
  creditorId: string;
  /** CORE (consumers and businesses) or B2B (business debtors with a B2B mandate). */
  scheme: 'CORE' | 'B2B';
  debits: DirectDebit[];
}
