export * from './permissions.ts';
export * from './errors.ts';
export * from './contract.ts';
export * from './auth/session.schemas.ts';
export * from './auth/auth.contracts.ts';
export * from './jwt/verify-token.ts';
export * from './system/system.contracts.ts';
