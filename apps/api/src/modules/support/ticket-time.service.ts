import type { ZTicketTime } from '@kontor/contracts';
import type { z } from 'zod';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { bookOwnTime } from '../times/index.ts';
import { findTicketById, linkTicketTimeEntry } from './support.repository.ts';
import { toTicketDetail } from './ticket-mapper.ts';
import { TICKET_ENTITY, ticketNotFound } from './tickets.service.ts';

/**
 * Books time spent on a ticket as the caller's own time entry (customer and project of the
 * ticket, the ticket number in the text), so it shows on /times and can be approved and
 * invoiced like any other entry.
 */
export async function bookTicketTime(
  tx: Tx,
  writer: Writer,
  id: number,
  input: z.output<typeof ZTicketTime>,
) {
  const ticket = await findTicketById(tx, id);
  if (!ticket) throw ticketNotFound();
  const entry = await bookOwnTime(tx, writer, {
    durationMinutes: input.duration_minutes,
    billable: input.billable,
    description: `Ticket ${ticket.number}: ${input.description ?? ticket.subject}`.slice(0, 2000),
    projectId: ticket.projectId,
    customerId: ticket.customerId,
  });
  await linkTicketTimeEntry(tx, writer.tenantId, ticket.id, entry.id);
  await recordHistory(tx, writer, {
    entity: TICKET_ENTITY,
    entityId: ticket.id,
    action: 'time_booked',
    note: `${entry.duration_minutes} Minuten ${entry.billable ? 'abrechenbar' : 'nicht abrechenbar'} gebucht.`,
  });
  return toTicketDetail(tx, (await findTicketById(tx, id))!);
}
