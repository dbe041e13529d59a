export * from './banking.schemas.ts';
export * from './banking.contracts.ts';
