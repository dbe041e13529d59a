import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestTenant, type TestTenant } from './test-tenant.ts';

export type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * The options, or a function that answers them when the app is created: for options that only
 * exist once an earlier beforeAll has run (an SMTP peer's address, say).
 */
export type UseTestAppOptions = TestAppOptions | (() => TestAppOptions);

/** The test app of one file; its parts can be read once the file's beforeAll has run. */
export interface TestAppHolder {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  readonly database: Database;
}

export interface TestAppWithTenantHolder extends TestAppHolder {
  readonly tenant: TestTenant;
}

function notReady(what: string): never {
  throw new Error(
    `The test ${what} is not there yet: it is created in beforeAll, so use it only inside tests and hooks.`,
  );
}

/** Creates a real app for this test file in beforeAll and closes it in afterAll (see createTestApp). */
export function useTestApp(options?: UseTestAppOptions): TestAppHolder {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const ready = () => current ?? notReady('app');
  return {
    get app() {
      return ready().app;
    },
    get deps() {
      return ready().deps;
    },
    get database() {
      return ready().database;
    },
  };
}

/** useTestApp plus a fresh tenant with an Administrator and a Mitarbeiter (see createTestTenant). */
export function useTestAppWithTenant(
  options?: UseTestAppOptions,
  tenantName?: string,
): TestAppWithTenantHolder {
  const holder = useTestApp(options);
  let tenant: TestTenant | undefined;
  beforeAll(async () => {
    tenant = await createTestTenant(holder.deps, tenantName);
  });
  return {
    get app() {
      return holder.app;
    },
    get deps() {
      return holder.deps;
    },
    get database() {
      return holder.database;
    },
    get tenant() {
      return tenant ?? notReady('tenant');
    },
  };
}

export interface TestAppWithSmtpPeerHolder extends TestAppWithTenantHolder {
  /** The real SMTP server the app's system mailer delivers to (SMTP_URL). */
  readonly peer: SmtpPeer;
}

/** useTestAppWithTenant whose system mail (password reset, invitations) reaches a real SMTP peer. */
export function useTestAppWithSmtpPeer(config: Partial<Config> = {}): TestAppWithSmtpPeerHolder {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer?.close());
  // Registered after the peer's hooks: the app starts once the peer listens and closes before it.
  const holder = useTestAppWithTenant(() => ({ config: { smtpUrl: peer!.url, ...config } }));
  return {
    get app() {
      return holder.app;
    },
    get deps() {
      return holder.deps;
    },
    get database() {
      return holder.database;
    },
    get tenant() {
      return holder.tenant;
    },
    get peer() {
      return peer ?? notReady('SMTP peer');
    },
  };
}
