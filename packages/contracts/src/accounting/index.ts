export * from './accounting.schemas.ts';
export * from './accounting.contracts.ts';
