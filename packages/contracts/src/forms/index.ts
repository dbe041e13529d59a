export * from './forms.schemas.ts';
export * from './form-answers.ts';
export * from './builtin-form-templates.ts';
export * from './forms.contracts.ts';
