export * from './base-interest-rates.ts';
export * from './iso-days.ts';
export * from './dunning-levels.ts';
export * from './dunning-texts.ts';
export * from './default-interest.ts';
export * from './dunning-claim.ts';
export * from './dunning.schemas.ts';
export * from './dunning.contracts.ts';
