import { ZSendDocumentInput } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { documentEmailDraft, sendDocument } from '../document-sending/index.ts';

export type SendResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Sends a finalized serial invoice as "Per E-Mail senden" would with its proposed values: the
 * customer's invoice address, the default e-mail template, the default account, the XML where
 * the format needs it. The sent_emails row and the history item are the sending area's.
 */
export function sendSerialInvoice(deps: AppDeps, actor: Actor, documentId: number): Promise<SendResult> {
  return withTenant(deps.db, actor.tenantId, async (tx): Promise<SendResult> => {
    const draft = await documentEmailDraft(tx, actor, documentId);
    if (draft.to.length === 0) {
      return { ok: false, message: 'Beim Kunden ist keine E-Mail-Adresse für Rechnungen hinterlegt.' };
    }
    const input = ZSendDocumentInput.parse({
      to: draft.to,
      subject: draft.subject,
      body: draft.body,
      attach_xml: draft.xml_required,
    });
    const outcome = await sendDocument(deps, tx, actor, documentId, input);
    return outcome.ok
      ? { ok: true, message: `Versendet an ${draft.to.join(', ')}.` }
      : { ok: false, message: outcome.error ?? 'Der Versand ist fehlgeschlagen.' };
  });
}
