export * from './letters.schemas.ts';
export * from './letters.contracts.ts';
