/** An open outgoing document or an approved incoming invoice the bank transactions may pay. */
export interface OpenItem {
  targetType: 'document' | 'incoming_invoice';
  targetId: string;
  /**
   * `invoice`: money comes in (outgoing invoice) or goes out (incoming invoice);
   * `credit_note`: the other way round (we refund a customer / a vendor refunds us).
   */
  kind: 'invoice' | 'credit_note';
  /** Document number (ours for documents, the vendor's for incoming invoices). */
  number: string;
  /** Customer or vendor number. */
  partnerNumber: string | null;
  partnerName: string;
  partnerIbans: readonly string[];
  /** What is still open, positive decimal string. */
  openAmount: string;
  /** Amount that settles the item while Skonto runs (open amount minus discount), or null. */
  skontoAmount: string | null;
  /** Last day the Skonto amount settles the item, `YYYY-MM-DD`. */
  skontoDeadline: string | null;
  /** Skonto rate for the explanation ("2"), optional. */
  skontoPercent: string | null;
  documentDate: string;
  dueDate: string | null;
  /** End-to-end ids we sent for this item (SEPA transfer or direct debit). */
  endToEndIds: readonly string[];
}

export interface MatchableTransaction {
  id: string;
  /** Signed decimal string: positive = money in. */
  amount: string;
  bookingDate: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  purpose: string;
  endToEndId: string | null;
}

export interface Allocation {
  targetType: OpenItem['targetType'];
  targetId: string;
  /** Positive decimal string allocated to the item. */
  amount: string;
  /** The Skonto amount settles the item (the difference is booked as Skonto). */
  settleWithSkonto: boolean;
}

export interface MatchSuggestion {
  /** One allocation, or several when one transaction pays several items (1:N). */
  allocations: Allocation[];
  /** 0 … 100. */
  score: number;
  /** German, in the order they weigh. */
  reasons: string[];
  /** Reference and amount match exactly and nothing else competes: may be confirmed without a click. */
  autoConfirm: boolean;
}

export interface MatchOptions {
  /** Difference up to which an amount still counts as "matching" (write-off tolerance), default 0.00. */
  tolerance: string;
  /** Payments more than this many days after the document date get no date bonus (default 120). */
  dateWindowDays: number;
  /** Suggestions returned per transaction (default 5). */
  maxSuggestions: number;
}
