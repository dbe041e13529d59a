import { randomBytes } from 'node:crypto';
import { openPostgres } from '../../apps/api/src/db/open-postgres.ts';
import { addMember, provisionTenant } from '../../apps/api/src/modules/tenancy/index.ts';
import type { Credentials } from './seed-bench-users.ts';

const PASSWORD = 'Bench-Passwort-1';

/**
 * Migrates the fresh database (as the API would on its first start) and creates the big tenant
 * with `userCount` employees (role Mitarbeiter: may read master data), who sign in for the bench.
 */
export async function createBenchTenant(
  databaseUrl: string,
  name: string,
  userCount: number,
): Promise<{ tenantId: number; users: Credentials[] }> {
  const database = await openPostgres({ url: databaseUrl, secretKey: randomBytes(32), poolSize: 2 });
  try {
    const { tenantId, roleIds } = await provisionTenant(database.ownerDb, { name });
    const users: Credentials[] = [];
    for (let i = 1; i <= userCount; i++) {
      const email = `bench-${i}@kontor.test`;
      await addMember(
        database.ownerDb,
        tenantId,
        roleIds['Mitarbeiter']!,
        { email, name: `Bench ${i}`, password: PASSWORD },
        { firstName: 'Bench', lastName: String(i) },
      );
      users.push({ email, password: PASSWORD });
    }
    return { tenantId, users };
  } finally {
    await database.close();
  }
}
