export * from './support.schemas.ts';
export * from './support.contracts.ts';
