export * from './identity.schema.ts';
export * from './tenancy.schema.ts';
export * from './history.schema.ts';
