import { describe, expect, it } from 'vitest';
import { needsPasswordAgain } from './password-again.ts';

const stored = {
  host: 'smtp.beispiel.de',
  port: 587,
  security: 'starttls' as const,
  username: 'rechnung@beispiel.de',
  has_password: true,
};
const same = { host: stored.host, port: stored.port, security: stored.security, username: stored.username };

describe('needsPasswordAgain: the stored password never follows the account to another server', () => {
  it('asks again when host, port, encryption or user name change', () => {
    expect(needsPasswordAgain(stored, { ...same, host: 'smtp.angreifer.example' })).toBe(true);
    expect(needsPasswordAgain(stored, { ...same, port: 25 })).toBe(true);
    expect(needsPasswordAgain(stored, { ...same, security: 'none' })).toBe(true);
    expect(needsPasswordAgain(stored, { ...same, username: 'jemand@anders.de' })).toBe(true);
  });

  it('not when a new password is typed, nothing relevant changed, or nothing is stored', () => {
    expect(needsPasswordAgain(stored, { ...same, host: 'smtp.neu.de', password: 'neu' })).toBe(false);
    expect(needsPasswordAgain(stored, { ...same, host: ' smtp.beispiel.de ' })).toBe(false);
    expect(needsPasswordAgain({ ...stored, has_password: false }, { ...same, port: 465 })).toBe(false);
  });

  it('not when the user name is removed: without a login the password is dropped', () => {
    expect(needsPasswordAgain(stored, { ...same, host: 'smtp.neu.de', username: '' })).toBe(false);
    expect(needsPasswordAgain(stored, { ...same, host: 'smtp.neu.de', username: null })).toBe(false);
  });
});
