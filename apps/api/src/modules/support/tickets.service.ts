import type {
  TicketListQuery,
  TicketPriority,
  ZTicketCreate,
  ZTicketListQuery,
  ZTicketUpdate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { allocateNumber } from '../number-ranges/index.ts';
import { dueAtFor } from './support-settings.service.ts';
import {
  attachFiles,
  countTicketRows,
  entityNames,
  findEntitiesByEmail,
  findFileRows,
  findProfileIdOfUser,
  findTicketById,
  insertMessage,
  insertTicket,
  listTicketRows,
  updateTicketIfVersion,
  type TicketFilter,
  type TicketRow,
  type TicketValues,
} from './support.repository.ts';
import { toTicketDetail, toTickets } from './ticket-mapper.ts';

/** History and realtime name of a ticket. */
export const TICKET_ENTITY = 'ticket';

export const ticketNotFound = () => notFound('Das Ticket wurde nicht gefunden.');

type ListQuery = z.output<typeof ZTicketListQuery>;
type CreateInput = z.output<typeof ZTicketCreate>;
type UpdateInput = z.output<typeof ZTicketUpdate>;
export type { TicketListQuery };

export async function listTickets(tx: Tx, actor: Actor, query: ListQuery) {
  const filter: TicketFilter = {
    statuses: query.status,
    priority: query.priority,
    customerId: query.customer_id,
    q: query.q || undefined,
  };
  if (query.assignee === 'none') filter.assigneeId = null;
  else if (query.assignee === 'me') filter.assigneeId = (await findProfileIdOfUser(tx, actor.userId)) ?? -1;
  else if (query.assignee) filter.assigneeId = Number(query.assignee);
  const [rows, total] = await Promise.all([
    listTicketRows(tx, filter, query.limit, query.offset),
    countTicketRows(tx, filter),
  ]);
  return { items: await toTickets(tx, rows), total };
}

export async function getTicket(tx: Tx, id: number) {
  const row = await findTicketById(tx, id);
  if (!row) throw ticketNotFound();
  return toTicketDetail(tx, row);
}

/** Customer, contact and project must be records of that kind (ids from the body: field errors). */
async function checkReferences(
  tx: Tx,
  refs: { customer_id?: number | null; contact_id?: number | null; project_id?: number | null },
) {
  const wanted: [keyof typeof refs, string, string][] = [
    ['customer_id', 'customers', 'Kunde nicht gefunden.'],
    ['contact_id', 'contacts', 'Kontakt nicht gefunden.'],
    ['project_id', 'projects', 'Projekt nicht gefunden.'],
  ];
  const ids = wanted.map(([field]) => refs[field]).filter((id): id is number => typeof id === 'number');
  const found = await entityNames(tx, ids);
  for (const [field, type, message] of wanted) {
    const id = refs[field];
    if (typeof id === 'number' && found.get(id)?.type !== type)
      throw badRequest(message, { [field]: message });
  }
}

/** Files attached to a thread entry must exist in the tenant (they passed the upload checks). */
export async function checkFiles(tx: Tx, fileIds: number[]) {
  const unique = [...new Set(fileIds)];
  const found = await findFileRows(tx, unique);
  if (found.length !== unique.length) {
    const message = 'Eine der angehängten Dateien wurde nicht gefunden.';
    throw badRequest(message, { file_ids: message });
  }
  return found;
}

/**
 * The customer and contact a sender address belongs to: a contact with that e-mail (and its
 * company, when that is a customer), else a customer with it. Nothing when it is ambiguous.
 */
export async function matchSender(tx: Tx, address: string | null) {
  if (!address) return { customerId: null, contactId: null };
  const found = await findEntitiesByEmail(tx, address);
  const contacts = found.filter((e) => e.type === 'contacts');
  const customers = found.filter((e) => e.type === 'customers');
  const contact = contacts.length === 1 ? contacts[0]! : undefined;
  let customerId = customers.length === 1 ? customers[0]!.id : null;
  if (contact && typeof contact.company === 'number') {
    const company = (await entityNames(tx, [contact.company])).get(contact.company);
    if (company?.type === 'customers') customerId = contact.company;
  }
  return { customerId, contactId: contact?.id ?? null };
}

export interface NewTicket {
  subject: string;
  priority: TicketPriority;
  channel: TicketValues['channel'];
  customerId: number | null;
  contactId: number | null;
  projectId: number | null;
  assigneeId: number | null;
  emailAccountId: number | null;
  requesterAddress: string | null;
  requesterName: string | null;
}

/** Numbers the ticket, sets its due date from the SLA and writes its history. */
export async function openTicket(
  tx: Tx,
  actor: Actor,
  ticket: NewTicket,
  now = new Date(),
): Promise<TicketRow> {
  const number = await allocateNumber(tx, actor.tenantId, 'tickets', now);
  const row = await insertTicket(tx, actor.tenantId, {
    ...ticket,
    number,
    status: 'new',
    dueAt: await dueAtFor(tx, ticket.priority, now),
    lastActivityAt: now,
    createdBy: actor.userId,
  });
  await recordHistory(tx, actor, {
    entity: TICKET_ENTITY,
    entityId: row.id,
    action: 'created',
    note: `Ticket ${row.number} „${row.subject}“ angelegt.`,
  });
  return row;
}

export async function createTicket(tx: Tx, actor: Actor, input: CreateInput) {
  await checkReferences(tx, input);
  await checkFiles(tx, input.file_ids);
  const matched =
    input.customer_id === null && input.contact_id === null
      ? await matchSender(tx, input.requester_address)
      : { customerId: input.customer_id, contactId: input.contact_id };
  const row = await openTicket(tx, actor, {
    subject: input.subject,
    priority: input.priority,
    channel: input.channel,
    customerId: matched.customerId,
    contactId: matched.contactId,
    projectId: input.project_id,
    assigneeId: input.assignee_id,
    emailAccountId: input.email_account_id,
    requesterAddress: input.requester_address,
    requesterName: input.requester_name,
  });
  if (input.body || input.file_ids.length) {
    const note = await insertMessage(tx, actor.tenantId, {
      ticketId: row.id,
      kind: 'note',
      authorProfileId: (await findProfileIdOfUser(tx, actor.userId)) ?? null,
      bodyText: input.body,
      createdBy: actor.userId,
    });
    await attachFiles(tx, actor.tenantId, note.id, [...new Set(input.file_ids)]);
  }
  return toTicketDetail(tx, row);
}

const historyView = (row: TicketRow) => ({
  subject: row.subject,
  status: row.status,
  priority: row.priority,
  customer_id: row.customerId,
  contact_id: row.contactId,
  project_id: row.projectId,
  assignee_id: row.assigneeId,
  due_at: row.dueAt?.toISOString() ?? null,
});

export async function updateTicket(tx: Tx, actor: Actor, id: number, input: UpdateInput) {
  const before = await findTicketById(tx, id);
  if (!before) throw ticketNotFound();
  await checkReferences(tx, input);
  const values: Partial<TicketValues> = {};
  if (input.subject !== undefined) values.subject = input.subject;
  if (input.status !== undefined) values.status = input.status;
  if (input.customer_id !== undefined) values.customerId = input.customer_id;
  if (input.contact_id !== undefined) values.contactId = input.contact_id;
  if (input.project_id !== undefined) values.projectId = input.project_id;
  if (input.assignee_id !== undefined) values.assigneeId = input.assignee_id;
  if (input.priority !== undefined && input.priority !== before.priority) {
    values.priority = input.priority;
    // The SLA counts from the opening of the ticket.
    values.dueAt = await dueAtFor(tx, input.priority, before.createdAt);
  }
  const updated = await updateTicketIfVersion(tx, id, input.version, values);
  if (!updated)
    throw conflict(
      'Das Ticket wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  const changes = diffFields(historyView(before), historyView(updated));
  if (Object.keys(changes).length)
    await recordHistory(tx, actor, {
      entity: TICKET_ENTITY,
      entityId: id,
      action: changes.status ? 'status_changed' : 'updated',
      changes,
    });
  return toTicketDetail(tx, updated);
}
