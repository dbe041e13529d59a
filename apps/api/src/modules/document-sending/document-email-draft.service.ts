import { renderTextTemplate, type DocumentEmailDraft } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { notFound } from '../../core/http/errors.ts';
import { documentPlaceholderValues, entityOrNull, getDocumentById } from '../documents/index.ts';
import { listEmailAccountRows, toEmailAccountOption } from '../email-accounts/index.ts';
import { findDefaultTextTemplate } from '../text-templates/index.ts';
import { hasArchived, isXmlRequired, xmlKindFor } from './document-attachments.ts';

/** Used when the tenant has no default „E-Mail mit Dokument“ template. */
const FALLBACK = {
  subject: '{{dokument.art}} {{dokument.nummer}}',
  body:
    '{{kunde.anrede}}\n\nim Anhang erhalten Sie unsere {{dokument.art}} {{dokument.nummer}} vom {{dokument.datum}}.' +
    '\n\nMit freundlichen Grüßen\n{{benutzer.name}}\n{{firma.name}}',
};

const address = (value: unknown) => (typeof value === 'string' && value.includes('@') ? value.trim() : null);

/** Recipient, subject and text proposed by the send dialog; the user may change all of it. */
export async function documentEmailDraft(tx: Tx, actor: Actor, id: number): Promise<DocumentEmailDraft> {
  const doc = await getDocumentById(tx, id);
  if (!doc) throw notFound('Das Dokument wurde nicht gefunden.');
  const customer = await entityOrNull(tx, actor.tenantId, 'customers', doc.customer_id);
  // The address for invoices wins over the general one; a frozen buyer address is the fallback.
  const to =
    address(customer?.data.invoice_email) ??
    address(customer?.data.email) ??
    address(doc.buyer?.email) ??
    null;
  const template = (await findDefaultTextTemplate(tx, 'emailDocument')) ?? FALLBACK;
  const values = await documentPlaceholderValues(tx, actor, doc);
  const xmlKind = xmlKindFor(doc, true);
  return {
    to: to ? [to] : [],
    subject: renderTextTemplate(template.subject ?? FALLBACK.subject, values).trim(),
    body: renderTextTemplate(template.body, values),
    accounts: (await listEmailAccountRows(tx)).map(toEmailAccountOption),
    xml_required: isXmlRequired(doc),
    xml_available: xmlKind !== null && hasArchived(doc, xmlKind),
  };
}
