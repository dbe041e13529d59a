import { describe, expect, it } from 'vitest';
import { messageProblems } from './message-problems.ts';

const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${values['address']}` : key);
const message = { to: ['kunde@example.org'], cc: [], subject: 'Rechnung', body: 'Guten Tag' };

describe('checking an e-mail before sending', () => {
  it('lets a complete message through', () => {
    expect(messageProblems(message, t)).toEqual({});
  });

  it('asks for a recipient, a subject and a text', () => {
    expect(messageProblems({ ...message, to: [], subject: '  ', body: '' }, t)).toEqual({
      to: 'mail.toRequired',
      subject: 'mail.subjectRequired',
      body: 'mail.bodyRequired',
    });
  });

  it('names the first address that is not one, in whichever field it is', () => {
    expect(
      messageProblems({ ...message, cc: ['ok@example.org', 'petra(at)example.org'], bcc: ['x@'] }, t),
    ).toEqual({ cc: 'mail.invalidAddress petra(at)example.org', bcc: 'mail.invalidAddress x@' });
  });
});
