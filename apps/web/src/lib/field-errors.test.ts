import { ZInviteProfileInput } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      fieldErrorsOf([
        { path: ['email'], message: 'erste' },
        { path: ['email'], message: 'zweite' },
        { path: ['lines', 2, 'amount'], message: 'Zeile' },
        { path: [], message: 'ohne Feld' },
      ]),
    ).toEqual({ email: 'erste', lines: 'Zeile' });
  });

  it('gives the German messages of the shared invite schema', () => {
    const result = ZInviteProfileInput.safeParse({
      email: 'keine-adresse',
      first_name: ' ',
      last_name: 'Probe',
      role_id: undefined,
      initial_password: 'kurz',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse angeben.',
      first_name: 'Bitte den Vornamen angeben.',
      role_id: 'Bitte eine Rolle wählen.',
      initial_password: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    });
  });
});
