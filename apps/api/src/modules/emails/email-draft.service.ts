import {
  companyPlaceholderValues,
  customerPlaceholderValues,
  documentTypeDefinitions,
  formatIsoDayDe,
  isInvoiceLike,
  renderTextTemplate,
  type AddressedPerson,
  type Document,
  type EmailDraft,
  type PlaceholderValues,
  type ZEmailDraftQuery,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { notFound } from '../../core/http/errors.ts';
import { hasArchived, pdfKindFor } from '../document-sending/index.ts';
import { documentPlaceholderValues, entityOrNull, getDocumentById } from '../documents/index.ts';
import { listEmailAccountRows, toEmailAccountOption } from '../email-accounts/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { ticketForMail } from '../support/index.ts';
import { getTextTemplate, listTextTemplates } from '../text-templates/index.ts';
import { berlinToday } from '../../core/berlin-time.ts';

type Query = z.output<typeof ZEmailDraftQuery>;

const address = (value: unknown) => (typeof value === 'string' && value.includes('@') ? value.trim() : null);

export const customerNotFound = () => notFound('Der Kunde wurde nicht gefunden.');
export const documentNotFound = () => notFound('Das Dokument wurde nicht gefunden.');
export const ticketNotFound = () => notFound('Das Ticket wurde nicht gefunden.');

/** A finalized document's PDF can go along (drafts have none yet). */
export const pdfAvailable = (doc: Document) => doc.status !== 'draft' && hasArchived(doc, pdfKindFor(doc));

type Customer = NonNullable<Awaited<ReturnType<typeof entityOrNull>>>;

async function placeholderValues(
  tx: Tx,
  actor: Actor,
  doc: Document | null,
  customer: Customer | null,
  contactId: number | null,
): Promise<PlaceholderValues> {
  if (doc) return documentPlaceholderValues(tx, actor, doc);
  const contact = await entityOrNull(tx, actor.tenantId, 'contacts', contactId);
  return {
    ...(customer
      ? customerPlaceholderValues(customer, contact ? (contact.data as AddressedPerson) : null)
      : {}),
    ...companyPlaceholderValues(await loadTenantSettings(tx)),
    'benutzer.name':
      actor.userId === null ? '' : ((await findProfileNameOfUser(tx, actor.tenantId, actor.userId)) ?? ''),
    heute: formatIsoDayDe(berlinToday()),
  };
}

/**
 * What the composer opens with: the customer, document or ticket it was opened from, the
 * address to write to, and — with a template — its subject and text with the placeholders
 * filled in for those records.
 */
export async function emailDraft(tx: Tx, actor: Actor, query: Query): Promise<EmailDraft> {
  const doc = query.document ? await getDocumentById(tx, query.document) : null;
  if (query.document && !doc) throw documentNotFound();
  const ticket = query.ticket ? await ticketForMail(tx, query.ticket) : null;
  if (query.ticket && !ticket) throw ticketNotFound();
  const customerId = query.customer ?? doc?.customer_id ?? ticket?.customerId ?? null;
  const customer = await entityOrNull(tx, actor.tenantId, 'customers', customerId);
  if (query.customer && !customer) throw customerNotFound();

  const forInvoice = doc !== null && isInvoiceLike(doc.type);
  const proposed =
    address(query.to) ??
    address(ticket?.requesterAddress) ??
    (forInvoice ? address(customer?.data.invoice_email) : null) ??
    address(customer?.data.email) ??
    address(customer?.data.invoice_email);
  const to = proposed
    ? [
        {
          name:
            proposed === address(ticket?.requesterAddress)
              ? (ticket?.requesterName ?? null)
              : (customer?.name ?? null),
          address: proposed,
        },
      ]
    : [];

  const label = doc ? documentTypeDefinitions[doc.type].label : '';
  let subject = ticket
    ? `[#${ticket.number}] ${ticket.subject}`
    : doc
      ? `${label} ${doc.number ?? ''}`.trim()
      : '';
  let body = '';
  if (query.template) {
    const template = await getTextTemplate(tx, query.template);
    const values = await placeholderValues(
      tx,
      actor,
      doc,
      customer,
      doc?.contact_id ?? ticket?.contactId ?? null,
    );
    body = renderTextTemplate(template.body, values);
    if (template.subject) {
      const rendered = renderTextTemplate(template.subject, values).trim();
      subject = ticket ? `[#${ticket.number}] ${rendered}` : rendered;
    }
  }

  const templates = [
    ...(await listTextTemplates(tx, 'emailDocument')),
    ...(await listTextTemplates(tx, 'emailReminder')),
  ].map((t) => ({ id: t.id, name: t.name, usage: t.usage }));

  return {
    accounts: (await listEmailAccountRows(tx)).map(toEmailAccountOption),
    to,
    subject,
    body,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    document: doc ? { id: doc.id, number: doc.number, label, pdf_available: pdfAvailable(doc) } : null,
    ticket: ticket ? { id: ticket.id, number: ticket.number, subject: ticket.subject } : null,
    templates,
  };
}
