import { vatTreatments, type DocumentType, type TextTemplateUsage } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findDefaultTextTemplate } from '../text-templates/index.ts';
import type { DraftFields } from './document-draft-values.ts';
import type { CustomerRecord } from './document-parties.ts';

const decimalText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value !== '' ? value : null;
const intValue = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The standard intro or closing of a document type (a quote never gets the invoice's text). */
export async function defaultText(tx: Tx, usage: TextTemplateUsage, type: DocumentType) {
  return (await findDefaultTextTemplate(tx, usage, type))?.body ?? null;
}

/**
 * A new draft takes what the customer's master data says where the request left a field
 * empty: VAT treatment, payment term, Skonto, Leitweg-ID as buyer reference; intro and outro
 * come from the standard text templates of the document type, placeholders kept as typed (rendered at output time).
 * `standard` counts as "not given": the zod default cannot tell it from an explicit choice.
 */
export async function withCustomerDefaults(
  tx: Tx,
  type: DocumentType,
  fields: DraftFields,
  customer: CustomerRecord | undefined,
): Promise<DraftFields> {
  const data = customer?.data ?? {};
  const treatment = vatTreatments.find((t) => t === data.vat_treatment);
  return {
    ...fields,
    vat_treatment: fields.vat_treatment === 'standard' && treatment ? treatment : fields.vat_treatment,
    payment_term_days: fields.payment_term_days ?? intValue(data.payment_term_days),
    skonto_percent: fields.skonto_percent ?? decimalText(data.skonto_percent),
    skonto_days: fields.skonto_days ?? intValue(data.skonto_days),
    buyer_reference:
      fields.buyer_reference ??
      (typeof data.leitweg_id === 'string' && data.leitweg_id ? data.leitweg_id : null),
    intro: fields.intro ?? (await defaultText(tx, 'documentIntro', type)),
    outro: fields.outro ?? (await defaultText(tx, 'documentOutro', type)),
  };
}
