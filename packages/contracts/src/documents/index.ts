export * from './document-types.ts';
export * from './vat.ts';
export * from './money.ts';
export * from './document-line.ts';
export * from './document-totals.ts';
export * from './documents.schemas.ts';
export * from './documents.contracts.ts';
export * from './payment-settlement.ts';
