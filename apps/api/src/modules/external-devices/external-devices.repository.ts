import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clockCredentials, deviceClockEvents, externalDevices } from '../../db/schema/index.ts';

// RLS confines every statement to the transaction's tenant, except the key look-up, which runs
// through the SECURITY DEFINER function of security.sql.

export const listDeviceRows = (tx: Tx) =>
  tx
    .select()
    .from(externalDevices)
    .orderBy(sql`lower(${externalDevices.name})`, asc(externalDevices.id));

export const findDeviceRow = async (tx: Tx, id: number) =>
  (await tx.select().from(externalDevices).where(eq(externalDevices.id, id)))[0];

export const insertDeviceRow = async (
  tx: Tx,
  values: {
    tenantId: number;
    name: string;
    location: string | null;
    keyHash: string;
    keyPrefix: string;
    createdBy: number | null;
  },
) => (await tx.insert(externalDevices).values(values).returning())[0]!;

export const updateDeviceRow = async (
  tx: Tx,
  id: number,
  values: Partial<
    Pick<typeof externalDevices.$inferInsert, 'name' | 'location' | 'active' | 'keyHash' | 'keyPrefix'>
  >,
) =>
  (
    await tx
      .update(externalDevices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(externalDevices.id, id))
      .returning()
  )[0];

export const touchDevice = (tx: Tx, id: number, at: Date) =>
  tx.update(externalDevices).set({ lastSeenAt: at }).where(eq(externalDevices.id, id));

/** Which tenant and device a key hash belongs to, across tenants (before any tenant is known). */
export const findDeviceByKeyHash = async (db: AppDb | Tx, keyHash: string) =>
  (
    await queryRows<{ tenant_id: number; id: number; active: boolean }>(
      db,
      sql`select tenant_id, id, active from kontor_device_by_key_hash(${keyHash})`,
    )
  )[0];

/** One terminal's events are applied one batch at a time (a replay racing the original waits). */
export const lockDevice = (tx: Tx, tenantId: number, deviceId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`device:${tenantId}:${deviceId}`}, 0))`);

export const findClockEvent = async (tx: Tx, deviceId: number, idempotencyKey: string) =>
  (
    await tx
      .select()
      .from(deviceClockEvents)
      .where(
        and(eq(deviceClockEvents.deviceId, deviceId), eq(deviceClockEvents.idempotencyKey, idempotencyKey)),
      )
  )[0];

export const insertClockEvent = (tx: Tx, values: typeof deviceClockEvents.$inferInsert) =>
  tx.insert(deviceClockEvents).values(values);

export const listCredentialRows = (tx: Tx) => tx.select().from(clockCredentials);

export const findProfileIdBy = async (tx: Tx, field: 'badge' | 'pinHash', value: string) =>
  (
    await tx
      .select({ profileId: clockCredentials.profileId })
      .from(clockCredentials)
      .where(eq(clockCredentials[field], value))
  )[0]?.profileId;

export const upsertCredential = async (
  tx: Tx,
  values: { tenantId: number; profileId: number; badge: string | null; pinHash?: string | null },
) =>
  (
    await tx
      .insert(clockCredentials)
      .values({ ...values, pinHash: values.pinHash ?? null })
      .onConflictDoUpdate({
        target: [clockCredentials.tenantId, clockCredentials.profileId],
        set: {
          badge: values.badge,
          ...(values.pinHash !== undefined && { pinHash: values.pinHash }),
          updatedAt: new Date(),
        },
      })
      .returning()
  )[0]!;
