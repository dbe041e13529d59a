export * from './identity.schema.ts';
export * from './tenancy.schema.ts';
export * from './history.schema.ts';
export * from './master-data.schema.ts';
export * from './files.schema.ts';
export * from './documents.schema.ts';
export * from './accounting.schema.ts';
export * from './working-times.schema.ts';
