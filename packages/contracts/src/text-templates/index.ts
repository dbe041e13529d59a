export * from './text-template-usages.ts';
export * from './text-template-placeholders.ts';
export * from './render-text-template.ts';
export * from './text-templates.contracts.ts';
