import type { SupportSettings, TicketPriority } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { conflict } from '../../core/http/errors.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { findSupportSettings, upsertSupportSettings } from './support.repository.ts';

/** What a tenant starts with: hours from opening until a ticket is due. */
export const defaultSlaHours: Record<TicketPriority, number> = { low: 120, normal: 48, high: 8, urgent: 2 };

export async function slaHours(tx: Tx): Promise<Record<TicketPriority, number>> {
  const row = await findSupportSettings(tx);
  return row
    ? { low: row.slaLowHours, normal: row.slaNormalHours, high: row.slaHighHours, urgent: row.slaUrgentHours }
    : defaultSlaHours;
}

/** Due date of a ticket of this priority opened at `from`. */
export async function dueAtFor(tx: Tx, priority: TicketPriority, from: Date): Promise<Date> {
  const hours = (await slaHours(tx))[priority];
  return new Date(from.getTime() + hours * 3_600_000);
}

export async function getSupportSettings(tx: Tx): Promise<SupportSettings> {
  const row = await findSupportSettings(tx);
  return { sla_hours: await slaHours(tx), version: row?.version ?? 0 };
}

export async function updateSupportSettings(
  tx: Tx,
  actor: Actor,
  input: { sla_hours: Record<TicketPriority, number>; version: number },
): Promise<SupportSettings> {
  const before = await getSupportSettings(tx);
  if (before.version !== input.version)
    throw conflict(
      'Die Support-Einstellungen wurden inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  const { low, normal, high, urgent } = input.sla_hours;
  const row = await upsertSupportSettings(tx, actor.tenantId, {
    slaLowHours: low,
    slaNormalHours: normal,
    slaHighHours: high,
    slaUrgentHours: urgent,
  });
  await recordHistory(tx, actor, {
    entity: 'support_settings',
    entityId: actor.tenantId,
    action: 'updated',
    changes: { sla_hours: { from: before.sla_hours, to: input.sla_hours } },
  });
  return { sla_hours: input.sla_hours, version: row.version };
}
