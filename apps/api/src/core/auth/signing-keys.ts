import { randomUUID } from 'node:crypto';
import { gt, isNull, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { AppDb } from '../../db/database.ts';
import { signingKeys } from '../../db/schema/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './token-constants.ts';

const ROTATE_AFTER_MS = 30 * 24 * 3600 * 1000;
const RELOAD_EVERY_MS = 60_000;

export interface PublishedKey {
  kid: string;
  publicJwk: JWK;
}

/**
 * The ES256 keys: one active key signs, older keys stay published (and accepted) until every
 * token they signed has expired. Keys live in the database, encrypted, so all API processes and
 * restarts share them.
 */
export interface KeyStore {
  active(): Promise<{ kid: string; privateKey: CryptoKey }>;
  publicKey(kid: string): Promise<CryptoKey | undefined>;
  published(): Promise<PublishedKey[]>;
  rotate(): Promise<void>;
}

/** `db` is the owner's: request work cannot read signing_keys (ADR 9). */
export function createKeyStore(db: AppDb, box: SecretBox, now = () => Date.now()): KeyStore {
  let loadedAt = 0;
  let current: { kid: string; privateKey: CryptoKey } | undefined;
  let publicKeys = new Map<string, { jwk: JWK; key: CryptoKey }>();

  const stillPublishedAfter = () => new Date(now() - (ACCESS_TOKEN_TTL_SECONDS + 300) * 1000);

  const load = async () => {
    const rows = await db.transaction((tx) =>
      tx
        .select()
        .from(signingKeys)
        .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, stillPublishedAfter())))
        .orderBy(signingKeys.createdAt),
    );
    const active = rows.filter((r) => !r.retiredAt).at(-1);
    const next = new Map<string, { jwk: JWK; key: CryptoKey }>();
    for (const row of rows) {
      next.set(row.kid, {
        jwk: row.publicJwk as JWK,
        key: (await importJWK(row.publicJwk as JWK, 'ES256')) as CryptoKey,
      });
    }
    publicKeys = next;
    current =
      active && active.createdAt.getTime() > now() - ROTATE_AFTER_MS
        ? {
            kid: active.kid,
            privateKey: (await importJWK(
              JSON.parse(box.open(active.privateJwkEncrypted)),
              'ES256',
            )) as CryptoKey,
          }
        : undefined;
    loadedAt = now();
  };

  const createKey = async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    const privateJwk = await exportJWK(privateKey);
    await db.transaction(async (tx) => {
      // Serialise rotation across processes; whoever comes second finds a fresh key and stops.
      await tx.execute(sql`select pg_advisory_xact_lock(7243002)`);
      const [fresh] = await tx
        .select({ kid: signingKeys.kid, createdAt: signingKeys.createdAt })
        .from(signingKeys)
        .where(isNull(signingKeys.retiredAt));
      if (fresh && fresh.createdAt.getTime() > now() - ROTATE_AFTER_MS) return;
      await tx
        .update(signingKeys)
        .set({ retiredAt: new Date(now()) })
        .where(isNull(signingKeys.retiredAt));
      await tx
        .insert(signingKeys)
        .values({ kid, publicJwk, privateJwkEncrypted: box.seal(JSON.stringify(privateJwk)) });
    });
  };

  const ensureLoaded = async () => {
    if (now() - loadedAt > RELOAD_EVERY_MS || !current) await load();
    if (!current) {
      await createKey();
      await load();
    }
  };

  return {
    async active() {
      await ensureLoaded();
      return current!;
    },
    async publicKey(kid) {
      if (!publicKeys.has(kid)) await load();
      return publicKeys.get(kid)?.key;
    },
    async published() {
      await ensureLoaded();
      return [...publicKeys].map(([kid, { jwk }]) => ({ kid, publicJwk: jwk }));
    },
    async rotate() {
      await db.transaction((tx) =>
        tx
          .update(signingKeys)
          .set({ retiredAt: new Date(now()) })
          .where(isNull(signingKeys.retiredAt)),
      );
      await createKey();
      await load();
    },
  };
}
