import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

let cachedSecuritySql: string | undefined;
/** Roles, grants and RLS; re-applied after every migration run so new tenant tables are covered. */
export const securitySql = () =>
  (cachedSecuritySql ??= readFileSync(new URL('./sql/security.sql', import.meta.url), 'utf8'));
