import { findAmounts, type VatRateAmounts } from './fields/amounts.ts';
import { findInvoiceDates } from './fields/dates.ts';
import { best, docLines, type ExtractedField } from './fields/field.ts';
import { findIbans, findTaxNumbers, findVatIds } from './fields/identifiers.ts';
import { findInvoiceNumbers } from './fields/invoice-number.ts';
import { findCurrency, findSkonto, type SkontoText } from './fields/payment-terms.ts';
import { findVendorNames } from './fields/vendor-name.ts';
import type { TextDocument } from './text-document.ts';

/** What could be read from a receipt's text; every value says how sure it is and where it stands. */
export interface ReceiptFields {
  invoiceNumber?: ExtractedField;
  issueDate?: ExtractedField;
  dueDate?: ExtractedField;
  gross?: ExtractedField;
  net?: ExtractedField;
  vat?: ExtractedField;
  vatByRate: VatRateAmounts[];
  currency?: ExtractedField;
  iban?: ExtractedField;
  vatId?: ExtractedField;
  taxNumber?: ExtractedField;
  vendorName?: ExtractedField;
  skonto?: ExtractedField<SkontoText>;
  /** Further candidates the user may pick instead (e.g. a second IBAN). */
  alternatives: { ibans: ExtractedField[]; vatIds: ExtractedField[]; vendorNames: ExtractedField[] };
}

export const extractReceiptFields = (doc: TextDocument): ReceiptFields => {
  const lines = docLines(doc);
  const dates = findInvoiceDates(lines);
  const ibans = findIbans(lines);
  const vatIds = findVatIds(lines);
  const vendorNames = findVendorNames(lines);
  const others = <T>(all: ExtractedField<T>[], chosen: ExtractedField<T> | undefined) =>
    all.filter((f) => f.value !== chosen?.value);
  const iban = best(ibans);
  const vatId = best(vatIds);
  const vendorName = best(vendorNames);
  return {
    invoiceNumber: best(findInvoiceNumbers(lines)),
    issueDate: best(dates.issue),
    dueDate: best(dates.due),
    ...findAmounts(lines),
    currency: findCurrency(lines),
    iban,
    vatId,
    taxNumber: best(findTaxNumbers(lines)),
    vendorName,
    skonto: best(findSkonto(lines)),
    alternatives: {
      ibans: others(ibans, iban),
      vatIds: others(vatIds, vatId),
      vendorNames: others(vendorNames, vendorName),
    },
  };
};
