import { beratungCustomers } from './demo-beratung-customers.ts';
import { beratungVendorsAndContacts } from './demo-beratung-vendors.ts';
import { beratungWork } from './demo-beratung-work.ts';
import { handwerkCustomers } from './demo-handwerk-customers.ts';
import { handwerkVendorsAndContacts } from './demo-handwerk-vendors.ts';
import { handwerkWork } from './demo-handwerk-work.ts';
import { demoCalendar, type DemoRecord } from './demo-records.ts';

export type DemoCompany = 'handwerk' | 'beratung';

/**
 * The master data of a demo tenant in creation order (a record comes after everything it points
 * to). Dates are relative to `now`, so absences, tasks and projects are always current.
 */
export function demoMasterData(company: DemoCompany, now = new Date()): DemoRecord[] {
  const calendar = demoCalendar(now);
  return company === 'handwerk'
    ? [...handwerkCustomers(calendar), ...handwerkVendorsAndContacts(), ...handwerkWork(calendar)]
    : [...beratungCustomers(calendar), ...beratungVendorsAndContacts(), ...beratungWork(calendar)];
}
