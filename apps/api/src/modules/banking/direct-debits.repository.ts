import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  sepaCreditTransferFiles,
  sepaCreditTransferItems,
  sepaDirectDebitFiles,
  sepaDirectDebitItems,
} from '../../db/schema/index.ts';

/** Mandate references that have been collected before (their next collection is RCUR). */
export const findCollectedMandates = async (tx: Tx, tenantId: number, mandates: string[]) =>
  new Set(
    (
      await tx
        .selectDistinct({ mandateRef: sepaDirectDebitItems.mandateRef })
        .from(sepaDirectDebitItems)
        .where(
          and(
            eq(sepaDirectDebitItems.tenantId, tenantId),
            inArray(sepaDirectDebitItems.mandateRef, mandates.length ? mandates : ['']),
          ),
        )
    ).map((r) => r.mandateRef),
  );

export const insertDirectDebitFile = async (tx: Tx, row: typeof sepaDirectDebitFiles.$inferInsert) =>
  (await tx.insert(sepaDirectDebitFiles).values(row).returning({ id: sepaDirectDebitFiles.id }))[0]!.id;

export const insertDirectDebitItems = (tx: Tx, rows: (typeof sepaDirectDebitItems.$inferInsert)[]) =>
  tx.insert(sepaDirectDebitItems).values(rows);

export const insertCreditTransferFile = async (tx: Tx, row: typeof sepaCreditTransferFiles.$inferInsert) =>
  (await tx.insert(sepaCreditTransferFiles).values(row).returning({ id: sepaCreditTransferFiles.id }))[0]!.id;

export const insertCreditTransferItems = (tx: Tx, rows: (typeof sepaCreditTransferItems.$inferInsert)[]) =>
  tx.insert(sepaCreditTransferItems).values(rows);
