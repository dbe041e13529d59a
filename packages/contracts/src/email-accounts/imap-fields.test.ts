import { describe, expect, it } from 'vitest';
import { ZEmailAccountInput } from './email-accounts.schemas.ts';
import { needsImapPasswordAgain } from './password-again.ts';

const smtp = {
  name: 'Support',
  from_address: 'support@beispiel.de',
  host: 'smtp.beispiel.de',
  port: 587,
  security: 'starttls',
};
const imap = {
  imap_host: 'imap.beispiel.de',
  imap_port: 993,
  imap_security: 'tls',
  imap_username: 'support@beispiel.de',
};
const fieldErrors = (input: object) => {
  const result = ZEmailAccountInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('IMAP settings and purpose of an e-mail account', () => {
  it('a sending-only account needs no IMAP; Support and Eingangsrechnungen do', () => {
    expect(fieldErrors(smtp)).toEqual({});
    expect(fieldErrors({ ...smtp, purpose: 'support' })).toEqual({
      imap_host: 'Für diesen Zweck wird ein IMAP-Server zum Abrufen gebraucht.',
    });
    expect(fieldErrors({ ...smtp, purpose: 'incoming_invoices', ...imap })).toEqual({});
  });

  it('an IMAP server needs port, encryption and user name; the folder defaults to INBOX', () => {
    expect(fieldErrors({ ...smtp, imap_host: 'imap.beispiel.de' })).toEqual({
      imap_port: 'Bitte einen Port von 1 bis 65535 angeben.',
      imap_security: 'Bitte die Verschlüsselung für IMAP wählen.',
      imap_username: 'Bitte den Benutzernamen für IMAP angeben.',
    });
    expect(ZEmailAccountInput.parse({ ...smtp, ...imap }).imap_folder).toBe('INBOX');
    expect(fieldErrors({ ...smtp, ...imap, imap_host: 'imap.beispiel.de/x' }).imap_host).toBeDefined();
  });

  it('the stored IMAP password never follows the account to another server', () => {
    const stored = {
      imap_host: 'imap.beispiel.de',
      imap_port: 993,
      imap_security: 'tls' as const,
      imap_username: 'support@beispiel.de',
      has_imap_password: true,
    };
    const same = { ...imap, imap_security: 'tls' as const };
    expect(needsImapPasswordAgain(stored, same)).toBe(false);
    expect(needsImapPasswordAgain(stored, { ...same, imap_host: 'imap.angreifer.example' })).toBe(true);
    expect(
      needsImapPasswordAgain(stored, { ...same, imap_host: 'imap.angreifer.example', imap_password: 'neu' }),
    ).toBe(false);
  });
});
