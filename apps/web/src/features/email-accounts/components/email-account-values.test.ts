import { describe, expect, it } from 'vitest';
import type { EmailAccount } from '@kontor/contracts';
import {
  emptyAccountValues,
  isSameAccount,
  toAccountInput,
  toAccountValues,
  validateAccount,
} from './email-account-values.ts';

const filled = {
  ...emptyAccountValues(),
  name: ' Buchhaltung ',
  from_address: 'rechnung@beispiel.de',
  host: 'smtp.beispiel.de',
  username: 'rechnung@beispiel.de',
};

describe('SMTP account form values', () => {
  it('starts with STARTTLS on port 587 and sends trimmed text', () => {
    expect(emptyAccountValues()).toMatchObject({ security: 'starttls', port: '587' });
    expect(toAccountInput(filled)).toMatchObject({ name: 'Buchhaltung', port: 587 });
  });

  it('leaves an empty password out, so the stored one is kept', () => {
    expect(toAccountInput(filled)).not.toHaveProperty('password');
    expect(toAccountInput({ ...filled, password: 'geheim' })).toHaveProperty('password', 'geheim');
    // Typing a password is a change the save button must see.
    expect(isSameAccount(filled, { ...filled, password: 'geheim' })).toBe(false);
  });

  it('checks with the server’s German messages', () => {
    expect(validateAccount(filled)).toEqual({});
    expect(validateAccount({ ...filled, from_address: 'rechnung', port: '70000', host: 'smtp://x' })).toEqual(
      {
        from_address: 'Bitte eine gültige Absenderadresse angeben.',
        port: 'Bitte einen Port von 1 bis 65535 angeben.',
        host: 'Bitte nur den Servernamen angeben, z. B. smtp.beispiel.de.',
      },
    );
  });

  it('asks for the password again when the server or login of a stored account changes', () => {
    const stored = { ...toAccountInput(filled), id: 1, has_password: true } as unknown as EmailAccount;
    const values = toAccountValues({ ...stored, reply_to: null, from_name: null, bcc: null });
    expect(validateAccount(values, stored)).toEqual({});
    expect(validateAccount({ ...values, host: 'smtp.anders.de' }, stored)).toEqual({
      password:
        'Server, Port, Verschlüsselung oder Benutzername wurden geändert: Bitte das Passwort erneut eingeben.',
    });
    expect(validateAccount({ ...values, host: 'smtp.anders.de', password: 'neu' }, stored)).toEqual({});
  });
});
