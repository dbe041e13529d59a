export * from './mfa.schemas.ts';
export * from './mfa.contracts.ts';
