import type { ParsedMail } from './parse-mail.ts';

/**
 * Mail no person wrote:
 * - bounce: a delivery status notification (RFC 3464) or a mailer daemon's report;
 * - auto-reply: out-of-office and other automatic answers (RFC 3834), read receipts;
 * - bulk: newsletters and list mail (Precedence: bulk/list/junk);
 * - loop: Kontor's own mail coming back, or a mail that went round too often.
 */
export type AutomatedKind = 'bounce' | 'auto-reply' | 'bulk' | 'loop';

/** More Received lines than any honest route has (RFC 5321 6.3 suggests 100 as the hard limit). */
const MAX_HOPS = 30;

/**
 * Whether a mail was sent by a machine, and which kind — such mail must never open a ticket
 * (an auto-reply to Kontor's acknowledgement would answer itself for ever). `ownAddresses` are
 * the addresses Kontor sends from; mail from them, or carrying them in X-Loop, is a loop.
 */
export function detectAutomatedMail(
  mail: Pick<ParsedMail, 'headers' | 'from'>,
  ownAddresses: readonly string[],
): AutomatedKind | null {
  const header = (name: string) => mail.headers[name] ?? [];
  const first = (name: string) => header(name)[0]?.toLowerCase() ?? '';
  const own = new Set(ownAddresses.map((a) => a.toLowerCase()));
  const from = mail.from?.address.toLowerCase() ?? '';

  if (own.has(from)) return 'loop';
  if (header('x-loop').some((value) => own.has(value.toLowerCase().replace(/[<>]/g, '').trim())))
    return 'loop';
  if (header('received').length > MAX_HOPS) return 'loop';

  const contentType = first('content-type');
  if (/^multipart\/report\b/.test(contentType) && /report-type\s*=\s*"?delivery-status/.test(contentType))
    return 'bounce';
  if (header('x-failed-recipients').length > 0) return 'bounce';
  if (/^(mailer-daemon|postmaster)@/.test(from)) return 'bounce';

  const autoSubmitted = first('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return 'auto-reply';
  if (/report-type\s*=\s*"?disposition-notification/.test(contentType)) return 'auto-reply';
  if (header('x-autoreply').length > 0 || header('x-autorespond').length > 0) return 'auto-reply';
  const precedence = first('precedence');
  if (precedence === 'auto_reply') return 'auto-reply';
  if (['bulk', 'list', 'junk'].includes(precedence)) return 'bulk';
  // RFC 3834: automatic answers go to the null sender, so their Return-Path is empty.
  if (header('return-path').some((value) => value.replace(/\s/g, '') === '<>')) return 'auto-reply';
  return null;
}
