import { integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.schema.ts';

// Column builders every tenant table of the business areas shares.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
