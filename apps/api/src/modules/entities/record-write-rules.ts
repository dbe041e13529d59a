import { allPermissions, type EntityType } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import type { Tx } from '../../db/database.ts';
import { assertAbsenceWrite } from './absence-write-rule.ts';

/** Kontor itself (demo data, fixtures): no user, nothing withheld. */
export const systemWriter = (tenantId: number): Writer => ({
  tenantId,
  userId: null,
  permissions: allPermissions,
});

type RecordData = Record<string, unknown>;

/** `before` is null when creating, `after` null when archiving, restoring or deleting. */
export type RecordWriteRule = (
  tx: Tx,
  writer: Writer,
  before: RecordData | null,
  after: RecordData | null,
) => Promise<void>;

/** Rules beyond the type's write permission: which records a writer may touch, and how. */
const recordWriteRules: Partial<Record<EntityType, RecordWriteRule>> = {
  absences: assertAbsenceWrite,
};

export const assertRecordWrite = async (
  tx: Tx,
  writer: Writer,
  type: EntityType,
  before: RecordData | null,
  after: RecordData | null,
) => recordWriteRules[type]?.(tx, writer, before, after);
