import { describe, expect, it } from 'vitest';
import { detectAutomatedMail } from './automated-mail.ts';
import { parseMail } from './parse-mail.ts';
import { buildReplyHeaders } from './reply-headers.ts';
import { decideThread, type ThreadLookup } from './thread-decision.ts';

const mail = (headerLines: string[], body = 'Text') =>
  parseMail(Buffer.from([...headerLines, '', body].join('\r\n')));

/** A support inbox that knows ticket T-00042 and the Message-IDs of its mails. */
const lookup = (knownIds: Record<string, string> = {}): ThreadLookup & { asked: string[][] } => {
  const asked: string[][] = [];
  return {
    asked,
    ticketNumberPattern: 'T-{#####}',
    ownAddresses: ['support@firma.de'],
    ticketExists: async (number) => number === 'T-00042',
    findTicketByMessageIds: async (ids) => {
      asked.push(ids);
      return ids.map((id) => knownIds[id]).find(Boolean) ?? null;
    },
  };
};

describe('detectAutomatedMail', () => {
  const own = ['support@firma.de'];
  const kindOf = async (headerLines: string[]) => detectAutomatedMail(await mail(headerLines), own);

  it('recognises bounces', async () => {
    expect(
      await kindOf([
        'From: Mail Delivery System <MAILER-DAEMON@mx.kunde.de>',
        'Subject: Undelivered Mail Returned to Sender',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      ]),
    ).toBe('bounce');
    expect(await kindOf(['From: postmaster@kunde.de', 'Subject: Unzustellbar'])).toBe('bounce');
    expect(await kindOf(['From: x@kunde.de', 'X-Failed-Recipients: a@b.de', 'Subject: s'])).toBe('bounce');
  });

  it('recognises auto-replies and read receipts', async () => {
    expect(await kindOf(['From: a@kunde.de', 'Auto-Submitted: auto-replied', 'Subject: Abwesend'])).toBe(
      'auto-reply',
    );
    expect(await kindOf(['From: a@kunde.de', 'Auto-Submitted: auto-generated', 'Subject: s'])).toBe(
      'auto-reply',
    );
    expect(await kindOf(['From: a@kunde.de', 'X-Autoreply: yes', 'Subject: s'])).toBe('auto-reply');
    expect(await kindOf(['From: a@kunde.de', 'X-Autorespond: Urlaub', 'Subject: s'])).toBe('auto-reply');
    expect(await kindOf(['From: a@kunde.de', 'Precedence: auto_reply', 'Subject: s'])).toBe('auto-reply');
    expect(await kindOf(['Return-Path: <>', 'From: a@kunde.de', 'Subject: s'])).toBe('auto-reply');
    expect(
      await kindOf([
        'From: a@kunde.de',
        'Subject: Gelesen: Angebot',
        'Content-Type: multipart/report; report-type=disposition-notification; boundary=b',
      ]),
    ).toBe('auto-reply');
  });

  it('recognises bulk mail and loops', async () => {
    expect(await kindOf(['From: news@shop.de', 'Precedence: bulk', 'Subject: Angebote'])).toBe('bulk');
    expect(await kindOf(['From: l@lists.de', 'Precedence: list', 'Subject: s'])).toBe('bulk');
    expect(await kindOf(['From: Support <SUPPORT@firma.de>', 'Subject: s'])).toBe('loop');
    expect(await kindOf(['From: a@kunde.de', 'X-Loop: support@firma.de', 'Subject: s'])).toBe('loop');
    const received = Array.from({ length: 31 }, (_, i) => `Received: from hop${i} by hop${i + 1}`);
    expect(await kindOf([...received, 'From: a@kunde.de', 'Subject: s'])).toBe('loop');
  });

  it('leaves a person’s mail alone', async () => {
    expect(
      await kindOf([
        'Return-Path: <a@kunde.de>',
        'From: a@kunde.de',
        'Auto-Submitted: no',
        'X-Loop: other@elsewhere.de',
        'Received: from a by b',
        'Subject: Frage',
      ]),
    ).toBeNull();
  });
});

describe('decideThread', () => {
  it('opens a ticket for a new customer mail', async () => {
    const incoming = await mail(['From: a@kunde.de', 'Subject: Drucker defekt', 'Message-ID: <m1@kunde.de>']);
    expect(await decideThread(incoming, lookup())).toEqual({ action: 'new-ticket' });
  });

  it('continues the ticket the subject names, if it exists', async () => {
    const incoming = await mail(['From: a@kunde.de', 'Subject: AW: Drucker [#T-00042]']);
    expect(await decideThread(incoming, lookup())).toEqual({
      action: 'continue-ticket',
      ticketNumber: 'T-00042',
      matchedBy: 'subject',
      automated: null,
    });
    const unknown = await mail(['From: a@kunde.de', 'Subject: AW: Drucker [#T-00099]']);
    expect(await decideThread(unknown, lookup())).toEqual({ action: 'new-ticket' });
  });

  it('else follows In-Reply-To first, then References from the newest', async () => {
    const known = lookup({ 'reply-2@firma.de': 'T-00042', 'start@kunde.de': 'T-00007' });
    const incoming = await mail([
      'From: a@kunde.de',
      'Subject: Re: Ihre Nachricht',
      'In-Reply-To: <reply-2@firma.de>',
      'References: <start@kunde.de> <reply-1@firma.de> <reply-2@firma.de>',
    ]);
    expect(await decideThread(incoming, known)).toMatchObject({
      ticketNumber: 'T-00042',
      matchedBy: 'references',
    });
    expect(known.asked).toEqual([['reply-2@firma.de', 'reply-1@firma.de', 'start@kunde.de']]);
  });

  it('lets automatic mail join its ticket, flagged, but never open one; loops are dropped', async () => {
    const outOfOffice = await mail([
      'From: a@kunde.de',
      'Auto-Submitted: auto-replied',
      'Subject: Abwesend: [#T-00042]',
    ]);
    expect(await decideThread(outOfOffice, lookup())).toEqual({
      action: 'continue-ticket',
      ticketNumber: 'T-00042',
      matchedBy: 'subject',
      automated: 'auto-reply',
    });
    const newsletter = await mail(['From: news@shop.de', 'Precedence: bulk', 'Subject: Angebote']);
    expect(await decideThread(newsletter, lookup())).toEqual({ action: 'ignore', reason: 'bulk' });
    const ownMail = await mail(['From: support@firma.de', 'Subject: AW: [#T-00042]']);
    expect(await decideThread(ownMail, lookup())).toEqual({ action: 'ignore', reason: 'loop' });
  });

  it('threads the customer’s answer to a reply built by buildReplyHeaders', async () => {
    const question = await mail([
      'From: Kunde <a@kunde.de>',
      'Subject: Drucker defekt',
      'Message-ID: <frage@kunde.de>',
    ]);
    const reply = buildReplyHeaders(question, {
      ticket: { number: 'T-00042', pattern: 'T-{#####}' },
      fromAddress: 'support@firma.de',
    });
    expect(reply).toEqual({
      subject: 'AW: Drucker defekt [#T-00042]',
      inReplyTo: '<frage@kunde.de>',
      references: '<frage@kunde.de>',
      headers: { 'X-Loop': 'support@firma.de' },
    });

    // The customer's program quotes our reply's id; this one also drops the tag from the subject.
    const answer = await mail([
      'From: a@kunde.de',
      'Subject: AW: Drucker defekt',
      'Message-ID: <antwort@kunde.de>',
      'In-Reply-To: <antwort-von-kontor@firma.de>',
      `References: ${reply.references} <antwort-von-kontor@firma.de>`,
    ]);
    const decision = await decideThread(answer, lookup({ 'antwort-von-kontor@firma.de': 'T-00042' }));
    expect(decision).toMatchObject({
      action: 'continue-ticket',
      ticketNumber: 'T-00042',
      matchedBy: 'references',
    });
  });
});

describe('buildReplyHeaders', () => {
  const ticket = { number: 'T-00042', pattern: 'T-{#####}' };

  it('keeps the thread’s first id and the newest ones when References grows long', () => {
    const references = Array.from({ length: 30 }, (_, i) => `m${i}@x.de`);
    const headers = buildReplyHeaders(
      { subject: 'AW: x', messageId: 'last@x.de', references, inReplyTo: 'm29@x.de' },
      { ticket, fromAddress: 'support@firma.de' },
    );
    const ids = headers.references!.split(' ');
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('<m0@x.de>');
    expect(ids.slice(-2)).toEqual(['<m29@x.de>', '<last@x.de>']);
  });

  it('falls back to In-Reply-To for the chain, and leaves both headers out without ids', () => {
    expect(
      buildReplyHeaders(
        { subject: 's', messageId: 'b@x.de', references: [], inReplyTo: 'a@x.de' },
        { ticket, fromAddress: 'support@firma.de' },
      ).references,
    ).toBe('<a@x.de> <b@x.de>');
    const bare = buildReplyHeaders(
      { subject: 's', messageId: null, references: [], inReplyTo: null },
      { ticket, fromAddress: 'support@firma.de' },
    );
    expect(bare.inReplyTo).toBeUndefined();
    expect(bare.references).toBeUndefined();
  });
});
