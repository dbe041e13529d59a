import type { AppDeps } from '../../app-deps.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import type { Tx } from '../../db/database.ts';
import { loadLetterheadLogo, loadTenantSettings } from '../settings/index.ts';
import { evaluationPdf } from './evaluation-pdf.ts';
import { evaluatePersonMonth } from './month-evaluation.ts';
import { personFor } from './working-time-access.ts';
import { findClosing } from './working-times.repository.ts';

interface PersonMonth {
  profile_id: number;
  month: string;
}

/** The automation contract's evaluation of one person's month. */
export async function getEvaluation(tx: Tx, writer: Writer, query: PersonMonth) {
  const person = await personFor(tx, writer, query.profile_id);
  return (await evaluatePersonMonth(tx, person, query.month)).evaluation;
}

/** The month's evaluation as a DIN 5008 page with the tenant's letterhead. */
export async function renderEvaluationPdf(deps: AppDeps, tx: Tx, writer: Writer, query: PersonMonth) {
  const person = await personFor(tx, writer, query.profile_id);
  const { evaluation, monthRecords } = await evaluatePersonMonth(tx, person, query.month);
  const closing = await findClosing(tx, person.id, `${query.month}-01`);
  const bytes = await evaluationPdf({
    settings: await loadTenantSettings(tx),
    logo: await loadLetterheadLogo(deps, tx),
    person,
    month: query.month,
    evaluation,
    records: monthRecords,
    closed: closing !== undefined,
  });
  const name = `${person.lastName}-${person.firstName}`.replace(/[^A-Za-z0-9ÄÖÜäöüß-]+/g, '_');
  return { bytes, fileName: `Arbeitszeit-${query.month}-${name}.pdf` };
}
