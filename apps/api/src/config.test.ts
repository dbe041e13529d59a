import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'kontor-config-'));

describe('configuration from the environment', () => {
  it('defaults to port 3000, ./data and a key generated once into the data folder', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
    });
    const keyFile = join(dataDir, 'secret.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(keyFile, 'utf8'), 'base64')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey.equals(config.secretKey)).toBe(true);
  });

  it('lists every problem at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'achtzig',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'kein-url',
        SEED_DEMO: 'vielleicht',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO']),
    );
  });

  it('requires SECRET_KEY with an external PostgreSQL (no data folder to keep it in)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/kontor' })).toThrow(/SECRET_KEY/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/kontor', SECRET_KEY: key }).secretKey,
    ).toHaveLength(32);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/kontor', SECRET_KEY: 'zu-kurz' })).toThrow(
      /32 bytes/,
    );
  });

  it('takes an own login for request work only together with DATABASE_URL (ADR 9)', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const appUrl = 'postgres://kontor_app:geheim@localhost/kontor';
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/kontor', DATABASE_APP_URL: appUrl, SECRET_KEY: key })
        .databaseAppUrl,
    ).toBe(appUrl);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_APP_URL: appUrl })).toThrow(/DATABASE_APP_URL/);
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://localhost/kontor',
        DATABASE_APP_URL: 'mysql://x',
        SECRET_KEY: key,
      }),
    ).toThrow(/DATABASE_APP_URL: must be a postgres/);
  });

  it('derives the allowed origins from PUBLIC_URL plus ALLOWED_ORIGINS', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://kontor.example.de/',
      ALLOWED_ORIGINS: 'capacitor://localhost, https://localhost',
    });
    expect(config.publicUrl).toBe('https://kontor.example.de');
    expect(config.allowedOrigins).toEqual([
      'https://kontor.example.de',
      'capacitor://localhost',
      'https://localhost',
    ]);
  });

  it('MAIL_ALLOW_PRIVATE_HOSTS is off unless set, and must be a yes or no', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).mailAllowPrivateHosts).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_ALLOW_PRIVATE_HOSTS: 'true' }).mailAllowPrivateHosts).toBe(
      true,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_ALLOW_PRIVATE_HOSTS: 'vielleicht' })).toThrow(
      /MAIL_ALLOW_PRIVATE_HOSTS: must be true or false/,
    );
  });
});
