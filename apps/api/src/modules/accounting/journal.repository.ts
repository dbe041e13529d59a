import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { journalEntries, journalMovements } from '../../db/schema/index.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntry = Omit<typeof journalEntries.$inferInsert, 'id' | 'createdAt'>;
export type NewMovement = { account: string; debit: string; credit: string };

/** An entry to insert with its movements. */
export interface EntryWithMovements {
  entry: NewJournalEntry;
  movements: readonly NewMovement[];
}

/** Entries per statement: bounds the JSON parameter (about 1 KiB per entry). */
const ENTRIES_PER_STATEMENT = 2000;

/**
 * Inserts entries with their movements, one statement per 2,000 entries: the rows travel as one
 * JSON parameter, the ids are drawn from the sequence in the given order (booking order), and the
 * entries and their movements are written by the same statement. The database's rules apply per
 * row as before: the lock trigger, the check constraints and, at commit, the deferred debit =
 * credit trigger. Returns the new ids in the given order.
 */
export async function insertEntries(tx: Tx, items: readonly EntryWithMovements[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += ENTRIES_PER_STATEMENT) {
    const slice = items.slice(start, start + ENTRIES_PER_STATEMENT);
    const lines = slice.flatMap(({ movements }, n) =>
      movements.map((m, index) => ({
        n,
        line: index + 1,
        account: m.account,
        debit: m.debit,
        credit: m.credit,
      })),
    );
    const chunk = slice.map(({ entry }, n) => ({
      n,
      tenant_id: entry.tenantId,
      entry_date: entry.entryDate,
      belegfeld1: entry.belegfeld1,
      belegfeld2: entry.belegfeld2 ?? null,
      posting_text: entry.postingText,
      debit_account: entry.debitAccount,
      credit_account: entry.creditAccount,
      amount: entry.amount,
      vat_function: entry.vatFunction ?? null,
      vat_side: entry.vatSide ?? null,
      vat_key: entry.vatKey ?? null,
      tax_amount: entry.taxAmount ?? null,
      cost_centre: entry.costCentre ?? null,
      project_id: entry.projectId ?? null,
      project_number: entry.projectNumber ?? null,
      service_date: entry.serviceDate ?? null,
      source_type: entry.sourceType,
      document_id: entry.documentId ?? null,
      payment_id: entry.paymentId ?? null,
      reverses_id: entry.reversesId ?? null,
      incoming_invoice_id: entry.incomingInvoiceId ?? null,
      created_by: entry.createdBy ?? null,
    }));
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`with input as (
            select r.*, nextval(pg_get_serial_sequence('journal_entries', 'id'))::int as id
            from (
              select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(
                n int, tenant_id int, entry_date date, belegfeld1 text, belegfeld2 text, posting_text text,
                debit_account text, credit_account text, amount numeric, vat_function text, vat_side text,
                vat_key text, tax_amount numeric, cost_centre text, project_id int, project_number text,
                service_date date, source_type text,
                document_id int, payment_id int, reverses_id int, incoming_invoice_id int, created_by int)
              order by n
            ) r
          ),
          entries as (
            insert into journal_entries (tenant_id, id, entry_date, belegfeld1, belegfeld2, posting_text,
              debit_account, credit_account, amount, vat_function, vat_side, vat_key, tax_amount, cost_centre,
              project_id, project_number, service_date, source_type, document_id, payment_id, reverses_id,
              incoming_invoice_id, created_by)
            select tenant_id, id, entry_date, belegfeld1, belegfeld2, posting_text, debit_account,
              credit_account, amount, vat_function, vat_side, vat_key, tax_amount, cost_centre, project_id,
              project_number, service_date, source_type, document_id, payment_id, reverses_id,
              incoming_invoice_id, created_by
            from input order by n
            returning id
          ),
          movements as (
            insert into journal_movements (tenant_id, entry_id, line, account, entry_date, debit, credit)
            select i.tenant_id, i.id, m.line, m.account, i.entry_date, m.debit, m.credit
            from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
                   as m(n int, line int, account text, debit numeric, credit numeric)
            join input i on i.n = m.n
          )
          select id from input order by n`,
    );
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
}

/** Entries dated in [from, to], in booking order. */
export const findEntriesInPeriod = (tx: Tx, from: string, to: string) =>
  tx
    .select()
    .from(journalEntries)
    .where(and(gte(journalEntries.entryDate, from), lte(journalEntries.entryDate, to)))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));

/** Debit and credit totals per account for the period (the Summen- und Saldenliste). */
export const sumMovementsByAccount = (tx: Tx, from: string, to: string) =>
  tx
    .select({
      account: journalMovements.account,
      debit: sql<string>`sum(${journalMovements.debit})::text`,
      credit: sql<string>`sum(${journalMovements.credit})::text`,
    })
    .from(journalMovements)
    .where(and(gte(journalMovements.entryDate, from), lte(journalMovements.entryDate, to)))
    .groupBy(journalMovements.account);

/** Debit minus credit of one account before `from` (the opening balance of an account page). */
export const balanceBefore = async (tx: Tx, account: string, from: string) =>
  (
    await tx
      .select({
        balance: sql<string>`coalesce(sum(${journalMovements.debit} - ${journalMovements.credit}), 0)::text`,
      })
      .from(journalMovements)
      .where(and(eq(journalMovements.account, account), lt(journalMovements.entryDate, from)))
  )[0]!.balance;

/** The movements of one account in the period with their entry, in booking order. */
export const findAccountMovements = (tx: Tx, account: string, from: string, to: string) =>
  tx
    .select({
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      belegfeld1: journalEntries.belegfeld1,
      text: journalEntries.postingText,
      debitAccount: journalEntries.debitAccount,
      creditAccount: journalEntries.creditAccount,
      sourceType: journalEntries.sourceType,
      documentId: journalEntries.documentId,
      debit: journalMovements.debit,
      credit: journalMovements.credit,
    })
    .from(journalMovements)
    .innerJoin(
      journalEntries,
      and(
        eq(journalEntries.tenantId, journalMovements.tenantId),
        eq(journalEntries.id, journalMovements.entryId),
      ),
    )
    .where(
      and(
        eq(journalMovements.account, account),
        gte(journalMovements.entryDate, from),
        lte(journalMovements.entryDate, to),
      ),
    )
    .orderBy(asc(journalMovements.entryDate), asc(journalMovements.entryId), asc(journalMovements.line));

/** The entries of a payment not yet reversed (a removed payment reverses exactly these). */
export const findActiveEntriesOfPayment = (tx: Tx, paymentId: number) =>
  tx
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.paymentId, paymentId),
        isNull(journalEntries.reversesId),
        sql`not exists (select 1 from journal_entries r where r.tenant_id = ${journalEntries.tenantId} and r.reverses_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(asc(journalEntries.id));

/** What an entry needs to be written out again (DATEV export, GoBD): the columns of the file. */
export type StoredEntry = Pick<
  JournalEntryRow,
  | 'id'
  | 'entryDate'
  | 'belegfeld1'
  | 'belegfeld2'
  | 'postingText'
  | 'debitAccount'
  | 'creditAccount'
  | 'amount'
  | 'vatFunction'
  | 'vatSide'
  | 'vatKey'
  | 'taxAmount'
  | 'costCentre'
  | 'projectId'
  | 'projectNumber'
  | 'serviceDate'
  | 'sourceType'
  | 'documentId'
>;

/**
 * Entries dated in [from, to] in booking order for the DATEV export — all of them, or only those no
 * export carried yet. One plain query with just the columns the file needs, dates and amounts as
 * text: a year has tens of thousands of entries, and the query builder's per-row mapping of every
 * column (timestamps into Date objects included) cost more than the query itself.
 */
export const findEntriesForExport = (tx: Tx, from: string, to: string, onlyNew: boolean) =>
  queryRows<StoredEntry>(
    tx,
    sql`select e.id, e.entry_date::text as "entryDate", e.belegfeld1, e.belegfeld2,
               e.posting_text as "postingText", e.debit_account as "debitAccount",
               e.credit_account as "creditAccount", e.amount::text as amount,
               e.vat_function as "vatFunction", e.vat_side as "vatSide", e.vat_key as "vatKey",
               e.tax_amount::text as "taxAmount", e.cost_centre as "costCentre",
               e.project_id as "projectId", e.project_number as "projectNumber",
               e.service_date::text as "serviceDate", e.source_type as "sourceType",
               e.document_id as "documentId"
        from journal_entries e
        where e.entry_date >= ${from} and e.entry_date <= ${to}
          ${onlyNew ? sql`and not exists (select 1 from datev_export_entries x where x.tenant_id = e.tenant_id and x.entry_id = e.id)` : sql``}
        order by e.entry_date, e.id`,
  );

/** One entry by id, or undefined. */
export const findEntryById = async (tx: Tx, id: number) =>
  (await tx.select().from(journalEntries).where(eq(journalEntries.id, id)))[0];

/** Whether an entry has been reversed already. */
export const isEntryReversed = async (tx: Tx, id: number) =>
  (await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.reversesId, id)))
    .length > 0;
