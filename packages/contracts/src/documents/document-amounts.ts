import { refundTypes, receivableTypes, type DocumentType } from './document-types.ts';
import { toBig } from './money.ts';

/** Types whose rows have an open amount: receivables, and credit notes (money paid back). */
export const hasOpenAmount = (type: DocumentType) => receivableTypes.includes(type) || type === 'creditNote';

/** An amount as it reads to people: Stornos and credit notes negative ("−1.320,66 €"). */
export const signedDocumentAmount = (type: DocumentType, value: string) =>
  refundTypes.includes(type) ? toBig(value).neg().toFixed(2) : value;
