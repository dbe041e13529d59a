import type { ClockEventKind, DeviceClockResult, ZDeviceClockEvent } from '@kontor/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { AppError, unauthorized } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { IMMUTABLE_SQLSTATE, pgErrorCode, pgErrorMessage } from '../../db/pg-error.ts';
import { withoutTenant, withTenant } from '../../db/with-tenant.ts';
import { clockIn, clockOut, endBreak, startBreak } from '../working-times/index.ts';
import {
  findClockEvent,
  findDeviceByKeyHash,
  findProfileIdBy,
  insertClockEvent,
  lockDevice,
  touchDevice,
} from './external-devices.repository.ts';
import { hashClockPin, hashDeviceKey } from './external-devices.service.ts';

type ClockEvent = z.output<typeof ZDeviceClockEvent>;

/** Source of records a terminal writes (working_times.source). */
export const DEVICE_SOURCE = 'terminal';
export const UNKNOWN_BADGE = 'Unbekannte Ausweisnummer.';
export const UNKNOWN_PIN = 'Unbekannte PIN.';
export const FUTURE_EVENT =
  'Der Zeitstempel liegt in der Zukunft. Bitte prüfen Sie die Uhrzeit der Stempeluhr.';
/** A terminal's clock may run a little ahead; more than this is refused, not booked. */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** Unknown, renewed-away or deactivated keys all get the same plain 401. */
const deviceRefused = () => unauthorized('Die Stempeluhr ist nicht berechtigt.');

/** The terminal behind `Authorization: Device <key>`, or 401. */
export async function authenticateDevice(deps: AppDeps, request: FastifyRequest) {
  const match = /^Device\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
  if (!match) throw deviceRefused();
  const device = await withoutTenant(deps.db, (tx) => findDeviceByKeyHash(tx, hashDeviceKey(match[1]!)));
  if (!device?.active) throw deviceRefused();
  return { tenantId: device.tenant_id, deviceId: device.id };
}

/**
 * A terminal acts for the tenant's people: it may clock anyone of its own tenant in and out
 * (RLS keeps it there), nothing else. No user: history names no one.
 */
const terminalWriter = (tenantId: number): Writer => ({
  tenantId,
  userId: null,
  permissions: ['workingTimes.read', 'workingTimes.write', 'workingTimes.manage'],
});

async function apply(tx: Tx, writer: Writer, kind: ClockEventKind, at: Date, profileId: number) {
  switch (kind) {
    case 'kommen':
      await clockIn(tx, writer, DEVICE_SOURCE, at, profileId);
      return;
    case 'gehen':
      await clockOut(tx, writer, at, profileId);
      return;
    case 'pause_beginn':
      await startBreak(tx, writer, at, profileId);
      return;
    case 'pause_ende':
      await endBreak(tx, writer, at, profileId);
  }
}

/** The German reason a refused event gets; anything unexpected is not swallowed. */
function reasonOf(error: unknown) {
  if (error instanceof AppError) return error.message;
  if (pgErrorCode(error) === IMMUTABLE_SQLSTATE) return pgErrorMessage(error, IMMUTABLE_SQLSTATE) ?? null;
  return null;
}

/**
 * Applies a terminal's events in the order they happened, each with its own time stamp and
 * through the same rules as the web clock (overlaps, closed months). Each event is its own
 * savepoint: a refused one (unknown badge, not clocked in, closed month) does not stop the
 * others. An idempotency key seen before answers as it did then and changes nothing.
 */
export async function receiveClockEvents(
  deps: AppDeps,
  device: { tenantId: number; deviceId: number },
  events: readonly ClockEvent[],
  now = new Date(),
): Promise<DeviceClockResult[]> {
  const writer = terminalWriter(device.tenantId);
  const ordered = events
    .map((event, index) => ({ event, index, at: new Date(event.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);
  return withTenant(deps.db, device.tenantId, async (tx) => {
    await lockDevice(tx, device.tenantId, device.deviceId);
    const results = new Map<number, DeviceClockResult>();
    const seenInBatch = new Map<string, DeviceClockResult>();
    for (const { event, index, at } of ordered) {
      const key = event.idempotency_key;
      const earlier = seenInBatch.get(key) ?? (await findClockEvent(tx, device.deviceId, key));
      if (earlier) {
        results.set(index, {
          idempotency_key: key,
          status: earlier.status as DeviceClockResult['status'],
          message: earlier.message,
        });
        continue;
      }
      const profileId =
        event.badge !== undefined
          ? await findProfileIdBy(tx, 'badge', event.badge)
          : await findProfileIdBy(
              tx,
              'pinHash',
              hashClockPin(deps.config.secretKey, device.tenantId, event.pin!),
            );
      let result: DeviceClockResult;
      if (at.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
        result = { idempotency_key: key, status: 'rejected', message: FUTURE_EVENT };
      } else if (profileId === undefined) {
        result = {
          idempotency_key: key,
          status: 'rejected',
          message: event.badge !== undefined ? UNKNOWN_BADGE : UNKNOWN_PIN,
        };
      } else {
        try {
          await tx.transaction((sp) => apply(sp as Tx, writer, event.kind, at, profileId));
          result = { idempotency_key: key, status: 'applied', message: null };
        } catch (error) {
          const reason = reasonOf(error);
          if (reason === null) throw error;
          result = { idempotency_key: key, status: 'rejected', message: reason };
        }
      }
      await insertClockEvent(tx, {
        tenantId: device.tenantId,
        deviceId: device.deviceId,
        idempotencyKey: key,
        profileId: profileId ?? null,
        kind: event.kind,
        occurredAt: at,
        status: result.status,
        message: result.message,
      });
      seenInBatch.set(key, result);
      results.set(index, result);
    }
    await touchDevice(tx, device.deviceId, now);
    return events.map((_, index) => results.get(index)!);
  });
}
