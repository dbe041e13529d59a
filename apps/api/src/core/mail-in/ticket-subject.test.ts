import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTicketNumber, replySubject, stripReplyPrefixes, ticketTag } from './ticket-subject.ts';

const simple = 'T-{#####}';
const yearly = 'T-{YYYY}-{####}';

describe('findTicketNumber', () => {
  it('finds the number in the ways people and mail programs write it', () => {
    expect(findTicketNumber('AW: Drucker defekt [#T-00042]', simple)).toBe('T-00042');
    expect(findTicketNumber('[T-00042] Drucker', simple)).toBe('T-00042');
    expect(findTicketNumber('Re: Ticket T-00042 – Drucker', simple)).toBe('T-00042');
    expect(findTicketNumber('Frage zu Ticket-Nr. T-00042', simple)).toBe('T-00042');
    expect(findTicketNumber('ticketnummer: #T-00042', simple)).toBe('T-00042');
    expect(findTicketNumber('WG: AW: [#T-2026-0042] Angebot', yearly)).toBe('T-2026-0042');
    expect(findTicketNumber('Ticket T-2026-12345', yearly)).toBe('T-2026-12345');
  });

  it('ignores bare numbers in running text, other patterns and longer tokens', () => {
    expect(findTicketNumber('Artikel T-00042 ist defekt', simple)).toBeNull();
    expect(findTicketNumber('[#T-0042]', simple)).toBeNull();
    expect(findTicketNumber('[#T-2026-0042]', simple)).toBeNull();
    expect(findTicketNumber('Ticket T-00042abc', simple)).toBeNull();
    expect(findTicketNumber('[#RE-2026-00042]', yearly)).toBeNull();
  });
});

describe('replySubject', () => {
  const ticket = { number: 'T-00042', pattern: simple };

  it('puts one AW: in front and the ticket tag at the end', () => {
    expect(replySubject('Drucker defekt', ticket)).toBe('AW: Drucker defekt [#T-00042]');
    expect(replySubject('AW: WG: Re: Fwd: Drucker defekt', ticket)).toBe('AW: Drucker defekt [#T-00042]');
    expect(replySubject('RE[2]: aw (3): Drucker', ticket, 'Re')).toBe('Re: Drucker [#T-00042]');
    expect(replySubject('', ticket)).toBe('AW: [#T-00042]');
    expect(replySubject('Hallo', null)).toBe('AW: Hallo');
  });

  it('does not add the number a second time, whether tagged or written out', () => {
    expect(replySubject('AW: Drucker defekt [#T-00042]', ticket)).toBe('AW: Drucker defekt [#T-00042]');
    expect(replySubject('Re: Ticket T-00042 Drucker', ticket)).toBe('AW: Ticket T-00042 Drucker');
    // Another ticket's number is not this ticket's: the right tag is added.
    expect(replySubject('AW: [#T-00041] Drucker', ticket)).toBe('AW: [#T-00041] Drucker [#T-00042]');
  });

  it('answering the answer again and again keeps exactly one prefix and one tag', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !/[[\]#:]/.test(s)),
        fc.integer({ min: 1, max: 6 }),
        (subject, rounds) => {
          let current = subject;
          for (let i = 0; i < rounds; i++) current = replySubject(`AW: ${current}`, ticket);
          expect(current.match(/\[#T-00042\]/g)).toHaveLength(1);
          expect(stripReplyPrefixes(current)).toBe(current.slice(4));
          expect(findTicketNumber(current, simple)).toBe('T-00042');
        },
      ),
    );
  });

  it('writes the tag the way findTicketNumber reads it', () => {
    expect(findTicketNumber(`Betreff ${ticketTag('T-2026-0007')}`, yearly)).toBe('T-2026-0007');
  });
});
