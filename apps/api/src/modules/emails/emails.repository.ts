import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { entities } from '../../db/schema/index.ts';

export interface RecipientRow {
  id: number;
  type: string;
  name: string;
  email: string | null;
  invoiceEmail: string | null;
  companyId: number | null;
}

const company = alias(entities, 'company');

/**
 * Active customers and contacts whose name, number or e-mail contains the term (case-insensitive)
 * and that have an address; a contact comes with its company when that is a customer.
 */
export function findRecipientRows(tx: Tx, term: string): Promise<RecipientRow[]> {
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const email = sql<string | null>`nullif(trim(${entities.data}->>'email'), '')`;
  const invoiceEmail = sql<string | null>`nullif(trim(${entities.data}->>'invoice_email'), '')`;
  return tx
    .select({
      id: entities.id,
      type: entities.type,
      name: entities.name,
      email,
      invoiceEmail,
      companyId: company.id,
    })
    .from(entities)
    .leftJoin(
      company,
      and(
        eq(entities.type, 'contacts'),
        eq(company.tenantId, entities.tenantId),
        eq(company.type, 'customers'),
        sql`${company.id}::text = ${entities.data}->>'company'`,
      ),
    )
    .where(
      and(
        inArray(entities.type, ['customers', 'contacts']),
        isNull(entities.archivedAt),
        or(sql`${email} is not null`, sql`${invoiceEmail} is not null`),
        or(
          sql`${entities.searchText} like ${like}`,
          sql`lower(${entities.name}) like ${like}`,
          sql`lower(coalesce(${email}, '')) like ${like}`,
          sql`lower(coalesce(${invoiceEmail}, '')) like ${like}`,
        ),
      ),
    )
    .orderBy(sql`kontor_sort_key(${entities.name})`, asc(entities.id))
    .limit(20);
}
