import {
  duePeriods,
  followingPeriodStart,
  formatBillingPeriodDe,
  type BillingPeriod,
  type SerialInvoiceRun,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { createDocumentDraft, finalizeDocument } from '../documents/index.ts';
import { serialInvoiceDraft } from './serial-invoice-draft.ts';
import { scheduleOf, toSerialInvoiceRun } from './serial-invoice-mapper.ts';
import { toSerialInvoiceRuns } from './serial-invoice-references.ts';
import { sendSerialInvoice } from './serial-invoice-sending.ts';
import { SERIAL_INVOICE_ENTITY } from './serial-invoices.service.ts';
import {
  advanceNextDate,
  claimPeriod,
  findRunRowById,
  findTemplateRowById,
  updateRun,
} from './serial-invoices.repository.ts';

/** How automatic work signs its history items (the actor itself is "the system"). */
export const SERIAL_INVOICE_ACTOR_NOTE = 'Automatisch (Serienrechnung)';

export interface SerialRunOptions {
  /** The run's day in Europe/Berlin: periods starting on or before it are due. */
  today: string;
  trigger: 'schedule' | 'manual';
  /** Who: the user of "Jetzt ausführen", or `{ tenantId, userId: null }` for the scheduled job. */
  actor: Actor;
  /** Test seam: runs inside a period's transaction right after its draft exists. */
  afterDraftCreated?: (documentId: number) => Promise<void>;
}

type PeriodOutcome =
  | { kind: 'nothingDue' }
  | { kind: 'takenByOtherRun' }
  | { kind: 'invoiced'; run: SerialInvoiceRun; send: boolean };

/** German text of a refusal for the run log; anything unexpected is logged, not shown. */
function reasonOf(deps: AppDeps, error: unknown): string {
  if (error instanceof AppError) {
    const fields = error.fields ? Object.values(error.fields).join(' ') : '';
    return [error.message, fields].filter(Boolean).join(' ');
  }
  deps.log.error({ err: error }, 'serial invoice step failed');
  return 'Unerwarteter Fehler – Details stehen im Server-Protokoll.';
}

/**
 * Invoices the oldest due period of one template in the caller's transaction. The run row is
 * claimed first: its unique (template, period) key makes a second, concurrent run of the same
 * period insert nothing, so it writes no invoice. A crash anywhere before commit rolls back
 * claim, draft, number and next date together; the next run starts that period afresh.
 */
async function invoiceOldestDuePeriod(
  deps: AppDeps,
  tx: Tx,
  templateId: number,
  options: SerialRunOptions,
): Promise<PeriodOutcome> {
  const template = await findTemplateRowById(tx, templateId);
  if (!template?.active) return { kind: 'nothingDue' };
  const schedule = scheduleOf(template);
  const [period] = duePeriods(schedule, template.nextDate, options.today, 1) as [BillingPeriod?];
  if (!period) return { kind: 'nothingDue' };
  const following = followingPeriodStart(schedule, period);

  const claimed = await claimPeriod(tx, {
    tenantId: options.actor.tenantId,
    templateId,
    periodStart: period.start,
    periodEnd: period.end,
    trigger: options.trigger,
  });
  if (!claimed) {
    // Invoiced before (another run, or next_date was set back by hand): move past it.
    await advanceNextDate(tx, templateId, period.start, following);
    return { kind: 'takenByOtherRun' };
  }

  const draft = await createDocumentDraft(
    deps,
    tx,
    options.actor,
    serialInvoiceDraft(template, period, options.today),
  );
  await options.afterDraftCreated?.(draft.id);

  let status: SerialInvoiceRun['status'] = 'created';
  let message: string | null = null;
  let number: string | null = null;
  if (template.autoFinalize) {
    try {
      // A savepoint: a refused finalize (e.g. missing company data) keeps the draft and the run.
      const finalized = await tx.transaction((sp) =>
        finalizeDocument(deps, sp as Tx, options.actor, draft.id),
      );
      status = 'finalized';
      number = finalized.number;
    } catch (error) {
      status = 'failed';
      message = `Entwurf erstellt, aber nicht abgeschlossen: ${reasonOf(deps, error)}`;
    }
  }
  const run = await updateRun(tx, claimed.id, { documentId: draft.id, status, message });
  await advanceNextDate(tx, templateId, period.start, following);
  await recordHistory(tx, options.actor, {
    entity: SERIAL_INVOICE_ENTITY,
    entityId: templateId,
    action: 'run',
    changes: {
      next_date: { from: period.start, to: following },
      document_id: { from: null, to: draft.id },
    },
    note: `${options.trigger === 'schedule' ? `${SERIAL_INVOICE_ACTOR_NOTE}: ` : ''}Rechnung${number ? ` ${number}` : ''} für ${formatBillingPeriodDe(period)}`,
  });
  return {
    kind: 'invoiced',
    run: toSerialInvoiceRun(run, number),
    send: template.autoSend && status === 'finalized',
  };
}

/** Sends after commit (a mail cannot be rolled back), then records the outcome on the run. */
async function sendAndRecord(deps: AppDeps, options: SerialRunOptions, run: SerialInvoiceRun) {
  const outcome = await sendSerialInvoice(deps, options.actor, run.document_id!).catch((error: unknown) => ({
    ok: false as const,
    message: reasonOf(deps, error),
  }));
  return withTenant(deps.db, options.actor.tenantId, async (tx) => {
    await updateRun(tx, run.id, {
      status: outcome.ok ? 'sent' : 'failed',
      message: outcome.ok ? outcome.message : `Abgeschlossen, aber nicht versendet: ${outcome.message}`,
    });
    const [updated] = await toSerialInvoiceRuns(tx, [(await findRunRowById(tx, run.id))!]);
    return updated!;
  });
}

/**
 * Writes the invoices of every due period of one template, oldest first, each period in its own
 * transaction (catch-up after missed runs gives one invoice per period). Returns the runs it
 * wrote; periods another run took meanwhile are not among them.
 */
export async function runSerialInvoiceTemplate(
  deps: AppDeps,
  templateId: number,
  options: SerialRunOptions,
): Promise<SerialInvoiceRun[]> {
  const runs: SerialInvoiceRun[] = [];
  // Bounded: even a template 10 years behind (monthly) is caught up in one call.
  for (let step = 0; step < 150; step++) {
    const outcome = await withTenant(deps.db, options.actor.tenantId, (tx) =>
      invoiceOldestDuePeriod(deps, tx, templateId, options),
    );
    if (outcome.kind === 'nothingDue') break;
    if (outcome.kind === 'takenByOtherRun') continue;
    runs.push(outcome.send ? await sendAndRecord(deps, options, outcome.run) : outcome.run);
  }
  return runs;
}
