import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { entities } from '../../db/schema/index.ts';

// Lookups the entity import matches its rows with. RLS confines every statement to the
// transaction's tenant; the explicit tenant_id conditions let the planner use the composite
// indexes. Long value lists go in chunks so a 10,000-row file stays far below the protocol's
// parameter limit.
const CHUNK = 1000;

async function inChunks<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) rows.push(...(await query(values.slice(i, i + CHUNK))));
  return rows;
}

export interface ExistingRecord {
  id: number;
  number: string | null;
  name: string;
  data: Record<string, unknown>;
  custom: Record<string, unknown>;
  version: number;
}

const existingColumns = {
  id: entities.id,
  number: entities.number,
  name: entities.name,
  data: entities.data,
  custom: entities.custom,
  version: entities.version,
};

const lowerEmail = sql<string>`lower(${entities.data}->>'email')`;

/** Records of `type` (archived ones too) with one of these numbers. */
export const findRecordsByNumbers = (tx: Tx, tenantId: number, type: string, numbers: readonly string[]) =>
  inChunks<ExistingRecord>(numbers, (chunk) =>
    tx
      .select(existingColumns)
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), eq(entities.type, type), inArray(entities.number, chunk))),
  );

/** Records of `type` (archived ones too) whose e-mail is one of these (lower case). */
export const findRecordsByEmails = (tx: Tx, tenantId: number, type: string, emails: readonly string[]) =>
  inChunks<ExistingRecord & { email: string }>(emails, (chunk) =>
    tx
      .select({ ...existingColumns, email: lowerEmail })
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), eq(entities.type, type), inArray(lowerEmail, chunk))),
  );

export interface ReferenceCandidate {
  id: number;
  type: string;
  number: string | null;
  name: string;
}

/** Active records of the given types whose number is one of `texts` or whose name is, ignoring case. */
export const findReferenceCandidates = (
  tx: Tx,
  tenantId: number,
  types: readonly string[],
  texts: readonly string[],
) =>
  inChunks<ReferenceCandidate>(texts, (chunk) =>
    tx
      .select({ id: entities.id, type: entities.type, number: entities.number, name: entities.name })
      .from(entities)
      .where(
        and(
          eq(entities.tenantId, tenantId),
          inArray(entities.type, [...types]),
          isNull(entities.archivedAt),
          or(
            inArray(entities.number, chunk),
            inArray(
              sql`lower(${entities.name})`,
              chunk.map((t) => t.toLowerCase()),
            ),
          ),
        ),
      ),
  );

/** Active vendors with what incoming invoices match on (VAT ID, Steuernummer, IBAN, name). */
export const findVendorCandidates = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: entities.id, number: entities.number, name: entities.name, data: entities.data })
    .from(entities)
    .where(and(eq(entities.tenantId, tenantId), eq(entities.type, 'vendors'), isNull(entities.archivedAt)));
