export * from './data-exports.contracts.ts';
