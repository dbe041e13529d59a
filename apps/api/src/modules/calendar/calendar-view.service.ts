import {
  absenceKindOptions,
  formatEuro,
  hasPermission,
  type CalendarLayer,
  type CalendarMarker,
  type CalendarView,
  type Permission,
} from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import type { Tx } from '../../db/database.ts';
import { listOpenReceivablesDueBetween } from '../documents/index.ts';
import { findAbsencesBetween, findTasksDueBetween } from '../entities/index.ts';
import { findProfileByUserId, findProfileNames } from '../profiles/index.ts';
import { appointmentViews } from './appointments.service.ts';
import { addDays, berlinMidnight } from './berlin-times.ts';
import { findAppointmentsBetween } from './calendar.repository.ts';

/** What a member must be allowed to read to see a layer: the same as that area's own list. */
const layerPermission: Record<Exclude<CalendarLayer, 'appointments'>, Permission> = {
  absences: 'workingTimes.read',
  invoices: 'documents.read',
  tasks: 'projects.read',
};

const absenceStatus: Record<string, string> = { requested: 'Beantragt', approved: 'Genehmigt' };
const taskStatus: Record<string, string> = { open: 'Offen', inProgress: 'In Arbeit', done: 'Erledigt' };
const kindLabel = (kind: unknown) => absenceKindOptions.find((o) => o.value === kind)?.label ?? 'Abwesenheit';

export const absenceTitle = (kind: unknown, person: string) => `${kindLabel(kind)}: ${person}`;

export interface CalendarQuery {
  from: string;
  to: string;
  layers: CalendarLayer[];
  mine?: 'true' | 'false';
}

/** The calendar of a period: appointments plus the read-only layers the caller may read. */
export async function getCalendarView(tx: Tx, writer: Writer, query: CalendarQuery): Promise<CalendarView> {
  const shows = (layer: CalendarLayer) =>
    query.layers.includes(layer) &&
    (layer === 'appointments' || hasPermission(writer.permissions, layerPermission[layer]));
  const markers: CalendarMarker[] = [];
  let appointments: CalendarView['appointments'] = [];

  if (shows('appointments')) {
    const own =
      query.mine === 'true' && writer.userId !== null
        ? ((await findProfileByUserId(tx, writer.userId))?.id ?? -1)
        : undefined;
    const rows = await findAppointmentsBetween(
      tx,
      berlinMidnight(query.from),
      berlinMidnight(addDays(query.to, 1)),
      own,
    );
    appointments = await appointmentViews(tx, writer.tenantId, rows);
  }
  if (shows('absences')) {
    const rows = await findAbsencesBetween(tx, query.from, query.to);
    const people = new Map(
      (
        await findProfileNames(
          tx,
          writer.tenantId,
          rows.map((row) => Number(row.data.profile)).filter(Number.isInteger),
        )
      ).map((p) => [p.id, p.name]),
    );
    for (const row of rows)
      markers.push({
        layer: 'absences',
        id: row.id,
        title: absenceTitle(row.data.kind, people.get(Number(row.data.profile)) ?? ''),
        from: String(row.data.from),
        to: String(row.data.to),
        link: `/standardEntity/absences/show/${row.id}`,
        detail: absenceStatus[String(row.data.status)] ?? null,
      });
  }
  if (shows('invoices')) {
    for (const row of await listOpenReceivablesDueBetween(tx, query.from, query.to))
      markers.push({
        layer: 'invoices',
        id: row.id,
        title: `Fällig: ${row.number ?? 'Rechnung'}${row.customerName ? ` – ${row.customerName}` : ''}`,
        from: row.dueDate,
        to: row.dueDate,
        link: `/createDocument/show/${row.id}`,
        detail: `offen ${formatEuro(row.open)}`,
      });
  }
  if (shows('tasks')) {
    for (const row of await findTasksDueBetween(tx, query.from, query.to))
      markers.push({
        layer: 'tasks',
        id: row.id,
        title: `Aufgabe: ${row.title ?? ''}`,
        from: row.dueDate,
        to: row.dueDate,
        link: `/standardEntity/tasks/show/${row.id}`,
        detail: taskStatus[row.status ?? 'open'] ?? null,
      });
  }
  return { appointments, markers };
}
