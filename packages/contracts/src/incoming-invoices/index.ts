export * from './incoming-invoices.schemas.ts';
export * from './incoming-invoices.contracts.ts';
