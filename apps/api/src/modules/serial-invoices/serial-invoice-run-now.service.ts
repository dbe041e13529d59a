import type { SerialInvoiceRun } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { runSerialInvoiceTemplate } from './serial-invoice-run.service.ts';
import { getSerialInvoice } from './serial-invoices.service.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/** "Jetzt ausführen": the due periods up to today, exactly as the daily job would write them. */
export async function runSerialInvoiceNow(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<SerialInvoiceRun[]> {
  const template = await withTenant(deps.db, actor.tenantId, (tx) => getSerialInvoice(tx, id));
  if (!template.active) throw conflict('Die Serienrechnung ist deaktiviert. Bitte erst aktivieren.');
  return runSerialInvoiceTemplate(deps, id, { today: berlinToday(), trigger: 'manual', actor });
}
