export * from './email-accounts.schemas.ts';
export * from './email-accounts.contracts.ts';
export * from './document-emails.contracts.ts';
export * from './password-again.ts';
export * from './email-composer.contracts.ts';
