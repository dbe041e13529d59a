import { eq } from 'drizzle-orm';
import {
  addDaysIso,
  roundMoney,
  toBig,
  ZDocumentCreate,
  ZDocumentUpdate,
  type Document,
  type DocumentItemLine,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { listTenantIds } from '../../core/jobs/index.ts';
import type { Actor } from '../../core/history/record-history.ts';
import {
  addDocumentPayment,
  cancelDocument,
  convertDocument,
  createCreditNote,
  createDocumentDraft,
  finalizeDocument,
  markDocumentSent,
  setDocumentStatus,
  updateDocumentDraft,
} from '../../modules/documents/index.ts';
import { createDunningNotice } from '../../modules/dunning/index.ts';
import type { Tx } from '../database.ts';
import { entities, tenants } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { demoDocumentEvents, type DemoDocumentSpec, type DemoLine } from './demo-documents.ts';
import { seedDemoLetters } from './seed-demo-letters.ts';
import { berlinToday } from '../../core/berlin-time.ts';

interface Catalogue {
  customerId: (name: string) => number;
  article: (name: string) => { id: number; unit: string; price: string };
}

async function loadCatalogue(tx: Tx): Promise<Catalogue> {
  const rows = await tx.select({ id: entities.id, type: entities.type, data: entities.data }).from(entities);
  const customers = new Map<string, number>();
  const articles = new Map<string, { id: number; unit: string; price: string }>();
  for (const row of rows) {
    const data = row.data as Record<string, string | undefined>;
    if (row.type === 'customers') customers.set(data.company_name ?? data.last_name ?? '', row.id);
    if (row.type === 'articles' && data.name) {
      articles.set(data.name, { id: row.id, unit: data.unit ?? 'C62', price: data.net_price ?? '0' });
    }
  }
  const need = <T>(map: Map<string, T>, name: string, what: string) => {
    const found = map.get(name);
    if (found === undefined) throw new Error(`demo documents: ${what} "${name}" is not in the demo data`);
    return found;
  };
  return {
    customerId: (name) => need(customers, name, 'customer'),
    article: (name) => need(articles, name, 'article'),
  };
}

const vatOf = (spec: DemoDocumentSpec) =>
  spec.vat === 'reverseCharge'
    ? { vat_category: 'AE' as const, vat_rate: '0' }
    : spec.vat === 'intraEu'
      ? { vat_category: 'K' as const, vat_rate: '0' }
      : { vat_category: 'S' as const, vat_rate: '19' };

function lineOf(
  catalogue: Catalogue,
  spec: DemoDocumentSpec,
  line: DemoLine,
  index: number,
): DocumentItemLine {
  const common = { kind: 'item' as const, key: `l${index + 1}`, description: null, discount_percent: null };
  if ('article' in line) {
    const article = catalogue.article(line.article);
    return {
      ...common,
      article_id: article.id,
      name: line.article,
      quantity: line.quantity,
      unit: article.unit,
      unit_price: article.price,
      ...vatOf(spec),
    };
  }
  return {
    ...common,
    article_id: null,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    unit_price: line.price,
    ...vatOf(spec),
  };
}

/** A derived draft is dated today; the demo moves it to its day on the timeline (and may edit lines). */
async function redate(
  tx: Tx,
  actor: Actor,
  draft: Document,
  day: string,
  lines = draft.lines,
): Promise<Document> {
  return updateDocumentDraft(
    tx,
    actor,
    draft.id,
    ZDocumentUpdate.parse({
      ...draft,
      document_date: day,
      service_date: draft.service_period_start ? null : day,
      lines,
      version: draft.version,
    }),
  );
}

/**
 * Writes the demo year of documents through the documents services — numbers, archived PDFs and
 * e-invoices, history and links are what a user's own work would produce. One transaction per
 * step, so the running server keeps answering meanwhile; `shouldStop` ends it between steps.
 * Returns how many documents were finalized (for the start-up log and the speed check).
 */
export async function seedDemoDocuments(
  deps: AppDeps,
  tenantId: number,
  now = new Date(),
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const actor: Actor = { tenantId, userId: null };
  const today = berlinToday(now);
  const dayOf = (daysAgo: number) => addDaysIso(today, -daysAgo);
  const at = (daysAgo: number) => new Date(`${dayOf(daysAgo)}T09:00:00Z`);
  let finalized = 0;

  const catalogue = await withTenant(deps.db, tenantId, loadCatalogue);
  const docs = new Map<string, Document>();
  const doc = (key: string) => {
    const found = docs.get(key);
    if (!found) throw new Error(`demo documents: "${key}" used before it was created`);
    return found;
  };
  const finalize = async (tx: Tx, key: string, draft: Document, sent: boolean, daysAgo: number) => {
    const final = await finalizeDocument(deps, tx, actor, draft.id);
    finalized += 1;
    if (sent) await markDocumentSent(tx, actor, final.id, at(daysAgo));
    docs.set(key, final);
  };

  for (const event of demoDocumentEvents()) {
    if (shouldStop()) break;
    const day = dayOf(event.daysAgo);
    await withTenant(deps.db, tenantId, async (tx) => {
      switch (event.kind) {
        case 'create': {
          const { spec } = event;
          const draft = await createDocumentDraft(
            deps,
            tx,
            actor,
            ZDocumentCreate.parse({
              type: spec.type,
              customer_id: catalogue.customerId(spec.customer),
              document_date: day,
              service_date: spec.type === 'quote' ? null : day,
              valid_until: spec.type === 'quote' ? addDaysIso(day, 30) : null,
              payment_term_days: spec.paymentTermDays ?? null,
              subject: spec.subject,
              vat_treatment: spec.vat ?? 'standard',
              lines: spec.lines.map((line, index) => lineOf(catalogue, spec, line, index)),
            }),
          );
          if (event.finalize) await finalize(tx, event.key, draft, event.sent, event.daysAgo);
          else docs.set(event.key, draft);
          break;
        }
        case 'convert': {
          const draft = await convertDocument(tx, actor, doc(event.from).id, event.type);
          await finalize(tx, event.key, await redate(tx, actor, draft, day), event.sent, event.daysAgo);
          break;
        }
        case 'finalInvoice': {
          const order = doc(event.from);
          const draft = await createDocumentDraft(
            deps,
            tx,
            actor,
            ZDocumentCreate.parse({
              type: 'finalInvoice',
              customer_id: order.customer_id,
              document_date: day,
              service_date: day,
              subject: `Schlussrechnung ${order.subject ?? ''}`.trim(),
              deducted_advance_ids: event.advances.map((key) => doc(key).id),
              lines: order.lines,
            }),
          );
          await finalize(tx, event.key, draft, true, event.daysAgo);
          break;
        }
        case 'status':
          docs.set(event.key, await setDocumentStatus(tx, actor, doc(event.key).id, event.status));
          break;
        case 'pay': {
          const target = doc(event.key);
          const open = toBig(target.open);
          const amount = event.share === 'half' ? roundMoney(open.div(2)) : roundMoney(open);
          docs.set(
            event.key,
            await addDocumentPayment(tx, actor, target.id, {
              amount,
              paid_on: day,
              method: 'Überweisung',
              note: null,
            }),
          );
          break;
        }
        case 'dunning':
          await createDunningNotice(deps, tx, actor, doc(event.key).id, {
            level: event.level,
            notice_date: day,
            payment_days: 7,
            fee: '0.00',
            flat_fee: false,
            charge_interest: false,
            text: null,
          });
          break;
        case 'cancel':
          await cancelDocument(
            deps,
            tx,
            actor,
            doc(event.key).id,
            'Rechnung an falschen Empfänger gestellt.',
          );
          finalized += 1;
          break;
        case 'creditNote': {
          const draft = await createCreditNote(tx, actor, doc(event.key).id);
          const returned = draft.lines.map((line) =>
            line.kind === 'item' ? { ...line, quantity: '2' } : line,
          );
          await finalize(
            tx,
            `${event.key}-credit`,
            await redate(tx, actor, draft, day, returned),
            true,
            event.daysAgo,
          );
          break;
        }
      }
    });
  }
  return finalized;
}

/** The demo company whose year of documents is seeded (tenant 1 of a fresh database). */
export const DEMO_DOCUMENTS_COMPANY = 'Muster Handwerk GmbH';

/** Each tenant is looked at inside its own tenant: the request role sees no other (ADR 1, 9). */
async function findDemoCompany(deps: AppDeps) {
  for (const id of await listTenantIds(deps.database.ownerDb)) {
    const [tenant] = await withTenant(deps.db, id, (tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEMO_DOCUMENTS_COMPANY)),
    );
    if (tenant) return tenant;
  }
  return undefined;
}

/**
 * After `seedDemoData` filled an empty database: the demo year of documents, in the background so
 * the server answers at once (finalizing renders PDFs and e-invoices, ~0.1 s CPU per document).
 * `stop` lets a shutdown end it after the current step.
 */
export function startDemoYear(deps: AppDeps, now = new Date()) {
  let stopping = false;
  deps.startup.demoDocuments = 'seeding';
  const done = (async () => {
    const tenant = await findDemoCompany(deps);
    if (!tenant) return;
    const started = performance.now();
    const count = await seedDemoDocuments(deps, tenant.id, now, () => stopping);
    if (!stopping) await seedDemoLetters(deps, tenant.id, now);
    const ms = Math.round(performance.now() - started);
    // Stopped by a shutdown: the next start does not seed again (the database is not empty).
    deps.log.info(
      { documents: count, ms },
      stopping ? 'demo documents stopped early' : 'demo documents seeded',
    );
  })()
    .catch((error: unknown) => deps.log.error({ err: error }, 'demo documents could not be seeded'))
    .finally(() => (deps.startup.demoDocuments = 'ready'));
  return {
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}
