import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';
import { openPglite } from '../../apps/api/src/db/open-pglite.ts';
import { openPostgres } from '../../apps/api/src/db/open-postgres.ts';
import { roles } from '../../apps/api/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-data.ts';
import { addMember } from '../../apps/api/src/modules/tenancy/index.ts';

export interface Credentials {
  email: string;
  password: string;
}

const PASSWORD = 'Bench-Passwort-1';

/**
 * Demo data plus `count` employees of tenant 1, written before the API starts (PGlite's folder
 * is opened by one process at a time). Many accounts let sign-ins run in parallel without
 * tripping the per-account throttle, as many people signing in at once would.
 */
export async function seedBenchUsers(
  target: { dataDir: string } | { databaseUrl: string },
  count: number,
): Promise<Credentials[]> {
  const database: Database =
    'dataDir' in target
      ? await openPglite(target.dataDir)
      : await openPostgres({ url: target.databaseUrl, secretKey: randomBytes(32), poolSize: 2 });
  try {
    await seedDemoData(database.ownerDb);
    const [employeeRole] = await database.ownerDb
      .select()
      .from(roles)
      .where(eq(roles.name, 'Mitarbeiter'))
      .limit(1);
    const users: Credentials[] = [];
    for (let i = 1; i <= count; i++) {
      const email = `bench-${i}@kontor.test`;
      await addMember(
        database.ownerDb,
        employeeRole!.tenantId,
        employeeRole!.id,
        { email, name: `Bench ${i}`, password: PASSWORD },
        { firstName: 'Bench', lastName: String(i) },
      );
      users.push({ email, password: PASSWORD });
    }
    return users;
  } finally {
    await database.close();
  }
}
