export * from './serial-invoice-periods.ts';
export * from './serial-invoices.schemas.ts';
export * from './serial-invoices.contracts.ts';
