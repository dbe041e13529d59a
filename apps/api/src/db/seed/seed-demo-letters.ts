import { ZLetterInput } from '@kontor/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { createLetter, finalizeLetter, markLetterPrinted } from '../../modules/letters/index.ts';
import type { Tx } from '../database.ts';
import { entities } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { berlinToday } from '../../core/berlin-time.ts';

const customerId = async (tx: Tx, name: string) => {
  const [row] = await tx
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.type, 'customers'), eq(entities.name, name)));
  if (!row) throw new Error(`demo letters: customer "${name}" is not in the demo data`);
  return row.id;
};

/**
 * Two letters of "Muster Handwerk GmbH": a finalized, printed appointment letter (archived PDF)
 * and a draft about new opening hours, so the list, the preview and the archive show something.
 */
export async function seedDemoLetters(deps: AppDeps, tenantId: number, now = new Date()) {
  const actor: Actor = { tenantId, userId: null };
  const today = berlinToday(now);
  await withTenant(deps.db, tenantId, async (tx) => {
    const appointment = await createLetter(
      tx,
      actor,
      ZLetterInput.parse({
        recipient_type: 'customers',
        recipient_id: await customerId(tx, 'Hausverwaltung Obermeier GmbH'),
        subject: 'Jährliche Wartung Ihrer Heizungsanlage',
        letter_date: today,
        body:
          '{{kunde.anrede}}\n\nwie vereinbart warten wir die Heizungsanlage in der Leopoldstraße 112 ' +
          'in der kommenden Woche. Bitte sorgen Sie dafür, dass der Heizraum zugänglich ist.\n\n' +
          'Mit freundlichen Grüßen\n\n{{firma.name}}',
        our_reference: 'WA-2026',
        contact_person: 'Maria Muster',
      }),
    );
    const finalized = await finalizeLetter(deps, tx, actor, appointment.id, appointment.version);
    await markLetterPrinted(tx, actor, finalized.id, finalized.version);
    await createLetter(
      tx,
      actor,
      ZLetterInput.parse({
        recipient_type: 'customers',
        recipient_id: await customerId(tx, 'Gasthof Zur Post GbR'),
        subject: 'Neue Öffnungszeiten unseres Kundendienstes',
        letter_date: today,
        body:
          '{{kunde.anrede}}\n\nab dem 1. Januar erreichen Sie unseren Kundendienst auch samstags ' +
          'von 8 bis 12 Uhr.\n\nMit freundlichen Grüßen\n\n{{firma.name}}',
      }),
    );
  });
}
