import { count } from 'drizzle-orm';
import type { AppDb } from '../database.ts';
import { users } from '../schema/index.ts';
import { addMember, provisionTenant } from '../../modules/tenancy/index.ts';
import { germanAccount } from './demo-banks.ts';
import { seedDemoAppointments } from './seed-demo-appointments.ts';
import { seedDemoSerialInvoices } from './seed-demo-serial-invoices.ts';
import { seedMasterData } from './seed-master-data.ts';

export const demoAccounts = [
  {
    email: 'demo@kontor.test',
    password: 'Demo-Passwort-1',
    note: 'Administrator in Mandant 1, Buchhaltung in Mandant 2',
  },
  { email: 'mitarbeiter@kontor.test', password: 'Demo-Passwort-1', note: 'Mitarbeiter in Mandant 1' },
  { email: 'vorstand@kontor.test', password: 'Demo-Passwort-1', note: 'Administrator in Mandant 2' },
  { email: 'neu@kontor.test', password: 'Start-Passwort-1', note: 'Mandant 1, muss das Passwort ändern' },
] as const;

// Workplace and contract of the demo people, so the working-time evaluation (holidays of the
// Bundesland, target hours) works without editing a profile first.
const munichFullTime = { federalState: 'BY', weeklyHours: '40', vacationDaysPerYear: '30' } as const;
const berlinFullTime = { federalState: 'BE', weeklyHours: '40', vacationDaysPerYear: '30' } as const;

/**
 * Fills an empty database with the two demo companies, their people and their master data.
 * Returns false if not empty. `now` anchors the demo's dates (absences, tasks, projects).
 */
export async function seedDemoData(db: AppDb, now = new Date()): Promise<boolean> {
  const [{ value: userCount } = { value: 0 }] = await db.select({ value: count() }).from(users);
  if (userCount > 0) return false;

  const muster = await provisionTenant(db, {
    name: 'Muster Handwerk GmbH',
    settings: {
      legalForm: 'GmbH',
      street: 'Werkstattweg 12',
      zip: '80331',
      city: 'München',
      email: 'info@muster-handwerk.de',
      phone: '+49 89 1234567',
      managingDirectors: 'Maria Muster',
      registerCourt: 'Amtsgericht München',
      registerNumber: 'HRB 123456',
      taxNumber: '143/123/45678',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank Berlin',
      // DATEV's own example numbers, so the demo can export at once.
      datevConsultantNumber: 29098,
      datevClientNumber: 55003,
    },
  });
  const beispiel = await provisionTenant(db, {
    name: 'Beispiel Beratung AG',
    settings: {
      legalForm: 'AG',
      street: 'Beratungsallee 5',
      zip: '10115',
      city: 'Berlin',
      email: 'kontakt@beispiel-beratung.de',
      managingDirectors: 'Dr. Bernd Beispiel (Vorstand)',
      registerCourt: 'Amtsgericht Charlottenburg',
      registerNumber: 'HRB 654321 B',
      vatId: 'DE987654321',
      ...germanAccount('berlinerSparkasse', '6600123456'),
      bankName: 'Berliner Sparkasse',
      // The consulting firm books on SKR04 (chosen before its first entry).
      chartOfAccounts: 'SKR04',
      datevConsultantNumber: 29098,
      datevClientNumber: 55004,
    },
  });

  const demo = { email: 'demo@kontor.test', name: 'Dana Demo', password: 'Demo-Passwort-1' };
  await addMember(db, muster.tenantId, muster.roleIds['Administrator']!, demo, {
    firstName: 'Dana',
    lastName: 'Demo',
    position: 'Geschäftsführung',
    ...munichFullTime,
  });
  await addMember(db, beispiel.tenantId, beispiel.roleIds['Buchhaltung']!, demo, {
    firstName: 'Dana',
    lastName: 'Demo',
    position: 'Buchhaltung',
    ...berlinFullTime,
  });
  await addMember(
    db,
    muster.tenantId,
    muster.roleIds['Mitarbeiter']!,
    { email: 'mitarbeiter@kontor.test', name: 'Max Mitarbeiter', password: 'Demo-Passwort-1' },
    { firstName: 'Max', lastName: 'Mitarbeiter', position: 'Elektriker', ...munichFullTime },
  );
  await addMember(
    db,
    muster.tenantId,
    muster.roleIds['Mitarbeiter']!,
    { email: 'neu@kontor.test', name: 'Nina Neu', password: 'Start-Passwort-1', mustChangePassword: true },
    { firstName: 'Nina', lastName: 'Neu', position: 'Auszubildende', ...munichFullTime },
  );
  // Mandant 2's own administrator: someone there can invite people (and so try invitations).
  await addMember(
    db,
    beispiel.tenantId,
    beispiel.roleIds['Administrator']!,
    { email: 'vorstand@kontor.test', name: 'Bernd Beispiel', password: 'Demo-Passwort-1' },
    { firstName: 'Bernd', lastName: 'Beispiel', position: 'Vorstand', ...berlinFullTime },
  );
  await seedMasterData(db, muster.tenantId, 'handwerk', now);
  await seedMasterData(db, beispiel.tenantId, 'beratung', now);
  await seedDemoSerialInvoices(db, muster.tenantId, now);
  await seedDemoAppointments(db, muster.tenantId, now);
  return true;
}
