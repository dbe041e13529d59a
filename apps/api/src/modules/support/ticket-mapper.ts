import {
  activeTicketStatuses,
  ticketChannels,
  ticketMessageKinds,
  ticketPriorities,
  ticketStatuses,
  type Ticket,
  type TicketAttachment,
  type TicketMessage,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { timeEntriesByIds } from '../times/index.ts';
import {
  entityNames,
  listAttachmentRows,
  listMessageRows,
  listTicketTimeEntryIds,
  profileNames,
  type MessageRow,
  type TicketRow,
} from './support.repository.ts';

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

type Names = { entities: Map<number, { name: string }>; profiles: Map<number, string> };

const ref = (id: number | null, names: Map<number, { name: string } | string>) => {
  if (id === null) return null;
  const found = names.get(id);
  return { id, name: typeof found === 'string' ? found : (found?.name ?? `#${id}`) };
};

async function namesFor(tx: Tx, tickets: TicketRow[], messages: MessageRow[] = []): Promise<Names> {
  const entityIds = new Set<number>();
  const profileIds = new Set<number>();
  for (const t of tickets) {
    for (const id of [t.customerId, t.contactId, t.projectId]) if (id !== null) entityIds.add(id);
    if (t.assigneeId !== null) profileIds.add(t.assigneeId);
  }
  for (const m of messages) if (m.authorProfileId !== null) profileIds.add(m.authorProfileId);
  return {
    entities: await entityNames(tx, [...entityIds]),
    profiles: await profileNames(tx, [...profileIds]),
  };
}

function toTicket(row: TicketRow, names: Names, now: Date): Ticket {
  const status = pick(ticketStatuses, row.status, 'open');
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status,
    priority: pick(ticketPriorities, row.priority, 'normal'),
    channel: pick(ticketChannels, row.channel, 'other'),
    customer: ref(row.customerId, names.entities),
    contact: ref(row.contactId, names.entities),
    project: ref(row.projectId, names.entities),
    assignee: ref(row.assigneeId, names.profiles),
    email_account_id: row.emailAccountId,
    requester_address: row.requesterAddress,
    requester_name: row.requesterName,
    due_at: row.dueAt?.toISOString() ?? null,
    overdue: row.dueAt !== null && row.dueAt < now && activeTicketStatuses.includes(status),
    last_activity_at: row.lastActivityAt.toISOString(),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function toTickets(tx: Tx, rows: TicketRow[]): Promise<Ticket[]> {
  const names = await namesFor(tx, rows);
  const now = new Date();
  return rows.map((row) => toTicket(row, names, now));
}

/** The ticket with its whole thread, oldest entry first. */
export async function toTicketDetail(tx: Tx, row: TicketRow) {
  const messages = await listMessageRows(tx, row.id);
  const names = await namesFor(tx, [row], messages);
  const attachments = new Map<number, TicketAttachment[]>();
  for (const a of await listAttachmentRows(
    tx,
    messages.map((m) => m.id),
  )) {
    const list = attachments.get(a.messageId) ?? [];
    list.push({ file_id: a.fileId, name: a.name, mime_type: a.mimeType, size_bytes: a.sizeBytes });
    attachments.set(a.messageId, list);
  }
  const times = await timeEntriesByIds(tx, row.tenantId, await listTicketTimeEntryIds(tx, row.id));
  return {
    ...toTicket(row, names, new Date()),
    time_entries: times.map((e) => ({
      id: e.id,
      date: e.date,
      duration_minutes: e.duration_minutes,
      billable: e.billable,
      person: e.profile_name,
      description: e.description,
    })),
    messages: messages.map((m): TicketMessage => ({
      id: m.id,
      kind: pick(ticketMessageKinds, m.kind, 'note'),
      author: ref(m.authorProfileId, names.profiles),
      from_address: m.fromAddress,
      from_name: m.fromName,
      to: m.toAddresses,
      cc: m.ccAddresses,
      subject: m.subject,
      body_text: m.bodyText,
      body_html: m.bodyHtml,
      attachments: attachments.get(m.id) ?? [],
      created_at: m.createdAt.toISOString(),
    })),
  };
}
