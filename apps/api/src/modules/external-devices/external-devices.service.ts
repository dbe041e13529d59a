import { createHash, createHmac, randomBytes } from 'node:crypto';
import type {
  ClockCredential,
  ExternalDevice,
  ZClockCredentialInput,
  ZExternalDeviceInput,
  ZExternalDeviceUpdate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Actor } from '../../core/history/record-history.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { ExternalDeviceRow } from '../../db/schema/index.ts';
import { listProfileOptions } from '../profiles/index.ts';
import {
  findDeviceRow,
  findProfileIdBy,
  insertDeviceRow,
  listCredentialRows,
  listDeviceRows,
  updateDeviceRow,
  upsertCredential,
} from './external-devices.repository.ts';

/** History and realtime name of this area. */
const ENTITY = 'external_devices';
const KEY_PREFIX_LENGTH = 10;

export const deviceNotFound = () => notFound('Die Stempeluhr wurde nicht gefunden.');

/** 32 random bytes: high entropy, so a plain SHA-256 is a safe way to store it. */
export const newDeviceKey = () => `kd_${randomBytes(32).toString('base64url')}`;
export const hashDeviceKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * A PIN has few digits, so its hash is keyed with the server secret (HMAC): a copy of the
 * database alone does not give the PINs away. Deterministic, so a terminal's PIN finds its person.
 */
export const hashClockPin = (secret: Buffer, tenantId: number, pin: string) =>
  createHmac('sha256', secret).update(`clock-pin:${tenantId}:${pin}`, 'utf8').digest('hex');

const toDevice = (row: ExternalDeviceRow): ExternalDevice => ({
  id: row.id,
  name: row.name,
  location: row.location,
  active: row.active,
  key_prefix: row.keyPrefix,
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export const listDevices = async (tx: Tx) => (await listDeviceRows(tx)).map(toDevice);

export async function createDevice(tx: Tx, actor: Actor, input: z.output<typeof ZExternalDeviceInput>) {
  const key = newDeviceKey();
  const row = await insertDeviceRow(tx, {
    tenantId: actor.tenantId,
    name: input.name,
    location: input.location,
    keyHash: hashDeviceKey(key),
    keyPrefix: key.slice(0, KEY_PREFIX_LENGTH),
    createdBy: actor.userId,
  });
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: row.id,
    action: 'created',
    changes: { name: { from: null, to: row.name } },
  });
  return { device: toDevice(row), key };
}

export async function updateDevice(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZExternalDeviceUpdate>,
) {
  const before = await findDeviceRow(tx, id);
  if (!before) throw deviceNotFound();
  const row = (await updateDeviceRow(tx, id, {
    name: input.name,
    location: input.location,
    active: input.active,
  }))!;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['name', 'location', 'active'] as const) {
    if (before[field] !== row[field]) changes[field] = { from: before[field], to: row[field] };
  }
  if (Object.keys(changes).length > 0) {
    await recordHistory(tx, actor, { entity: ENTITY, entityId: id, action: 'updated', changes });
  }
  return toDevice(row);
}

/** A new key; the old one stops working with this transaction. */
export async function renewDeviceKey(tx: Tx, actor: Actor, id: number) {
  if (!(await findDeviceRow(tx, id))) throw deviceNotFound();
  const key = newDeviceKey();
  const row = (await updateDeviceRow(tx, id, {
    keyHash: hashDeviceKey(key),
    keyPrefix: key.slice(0, KEY_PREFIX_LENGTH),
  }))!;
  await recordHistory(tx, actor, {
    entity: ENTITY,
    entityId: id,
    action: 'updated',
    changes: { key: { from: 'alt', to: 'erneuert' } },
  });
  return { device: toDevice(row), key };
}

export async function listCredentials(tx: Tx, tenantId: number): Promise<ClockCredential[]> {
  const stored = new Map((await listCredentialRows(tx)).map((row) => [row.profileId, row]));
  return (await listProfileOptions(tx, tenantId)).map((person) => ({
    profile_id: person.id,
    name: person.name,
    badge: stored.get(person.id)?.badge ?? null,
    has_pin: Boolean(stored.get(person.id)?.pinHash),
  }));
}

export const BADGE_TAKEN = 'Diese Ausweisnummer ist bereits einem anderen Mitarbeiter zugeordnet.';
export const PIN_TAKEN = 'Diese PIN ist bereits vergeben. Bitte wählen Sie eine andere.';

export async function setCredential(
  tx: Tx,
  secret: Buffer,
  actor: Actor,
  profileId: number,
  input: z.output<typeof ZClockCredentialInput>,
): Promise<ClockCredential> {
  const person = (await listProfileOptions(tx, actor.tenantId)).find((p) => p.id === profileId);
  if (!person) throw notFound('Mitarbeiter nicht gefunden.');
  if (input.badge !== null) {
    const holder = await findProfileIdBy(tx, 'badge', input.badge);
    if (holder !== undefined && holder !== profileId) throw badRequest(BADGE_TAKEN, { badge: BADGE_TAKEN });
  }
  const pinHash =
    input.pin === undefined
      ? undefined
      : input.pin === null
        ? null
        : hashClockPin(secret, actor.tenantId, input.pin);
  if (pinHash) {
    const holder = await findProfileIdBy(tx, 'pinHash', pinHash);
    if (holder !== undefined && holder !== profileId) throw badRequest(PIN_TAKEN, { pin: PIN_TAKEN });
  }
  const row = await upsertCredential(tx, {
    tenantId: actor.tenantId,
    profileId,
    badge: input.badge,
    pinHash,
  });
  await recordHistory(tx, actor, {
    entity: 'clock_credentials',
    entityId: profileId,
    action: 'updated',
    changes: {
      clock_badge: { from: null, to: row.badge },
      ...(pinHash !== undefined && { clock_pin: { from: null, to: pinHash ? 'gesetzt' : 'entfernt' } }),
    },
  });
  return { profile_id: profileId, name: person.name, badge: row.badge, has_pin: row.pinHash !== null };
}
