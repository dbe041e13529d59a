import type {
  SerialInvoiceListItem,
  SerialInvoiceRun,
  SerialInvoiceTemplate,
  SerialInvoiceTemplateInput,
} from '@kontor/contracts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { checkDraftReferences } from '../documents/index.ts';
import { templateValues, toSerialInvoiceTemplate } from './serial-invoice-mapper.ts';
import { customerNamesOf, toSerialInvoiceRuns } from './serial-invoice-references.ts';
import {
  countRuns,
  deactivateTemplate,
  deleteTemplate,
  findTemplateRowById,
  insertTemplate,
  listLastRunRows,
  listRunRows,
  listTemplateRows,
  updateTemplateIfVersion,
} from './serial-invoices.repository.ts';

/** History and realtime name of this area. */
export const SERIAL_INVOICE_ENTITY = 'serialInvoice';

export const serialInvoiceNotFound = () => notFound('Die Serienrechnung wurde nicht gefunden.');

async function requireCustomer(tx: Tx, customerId: number) {
  const name = (await customerNamesOf(tx, [customerId])).get(customerId);
  if (name === undefined) {
    const message = 'Der Kunde wurde nicht gefunden.';
    throw badRequest(message, { customer_id: message });
  }
  return name;
}

/** What history compares, under the API names (no timestamps, no derived amounts). */
const tracked = (t: SerialInvoiceTemplate) => {
  const {
    id: _id,
    customer_name: _c,
    next_period: _p,
    net: _n,
    gross: _g,
    version: _v,
    created_at: _ca,
    updated_at: _u,
    ...rest
  } = t;
  return rest;
};

export async function listSerialInvoices(tx: Tx): Promise<SerialInvoiceListItem[]> {
  const lastRuns = new Map(
    (await toSerialInvoiceRuns(tx, await listLastRunRows(tx))).map((run) => [run.template_id, run]),
  );
  const templates = await listTemplateRows(tx);
  const names = await customerNamesOf(
    tx,
    templates.map((t) => t.customerId),
  );
  return templates.map((template) => {
    const full = toSerialInvoiceTemplate(template, names.get(template.customerId) ?? null);
    return {
      id: full.id,
      name: full.name,
      customer_id: full.customer_id,
      customer_name: full.customer_name,
      interval: full.interval,
      start_date: full.start_date,
      end_date: full.end_date,
      next_date: full.next_date,
      next_period: full.next_period,
      auto_finalize: full.auto_finalize,
      auto_send: full.auto_send,
      active: full.active,
      net: full.net,
      gross: full.gross,
      last_run: lastRuns.get(full.id) ?? null,
    };
  });
}

export async function getSerialInvoice(tx: Tx, id: number): Promise<SerialInvoiceTemplate> {
  const found = await findTemplateRowById(tx, id);
  if (!found) throw serialInvoiceNotFound();
  const names = await customerNamesOf(tx, [found.customerId]);
  return toSerialInvoiceTemplate(found, names.get(found.customerId) ?? null);
}

export async function createSerialInvoice(
  tx: Tx,
  actor: Actor,
  input: SerialInvoiceTemplateInput,
): Promise<SerialInvoiceTemplate> {
  const customerName = await requireCustomer(tx, input.customer_id);
  await checkDraftReferences(tx, actor.tenantId, input);
  const row = await insertTemplate(
    tx,
    actor.tenantId,
    templateValues(input, input.next_date ?? input.start_date),
  );
  const created = toSerialInvoiceTemplate(row, customerName);
  await recordHistory(tx, actor, {
    entity: SERIAL_INVOICE_ENTITY,
    entityId: row.id,
    action: 'created',
    changes: diffFields({}, tracked(created)),
  });
  return created;
}

export async function updateSerialInvoice(
  tx: Tx,
  actor: Actor,
  id: number,
  input: SerialInvoiceTemplateInput & { version: number },
): Promise<SerialInvoiceTemplate> {
  const before = await getSerialInvoice(tx, id);
  const customerName = await requireCustomer(tx, input.customer_id);
  await checkDraftReferences(tx, actor.tenantId, input);
  const row = await updateTemplateIfVersion(
    tx,
    id,
    input.version,
    templateValues(input, input.next_date ?? before.next_date),
  );
  if (!row) {
    throw conflict(
      'Die Serienrechnung wurde inzwischen geändert (oder ausgeführt). Bitte laden Sie sie neu.',
    );
  }
  const after = toSerialInvoiceTemplate(row, customerName);
  const changes = diffFields(tracked(before), tracked(after));
  if (Object.keys(changes).length > 0) {
    await recordHistory(tx, actor, {
      entity: SERIAL_INVOICE_ENTITY,
      entityId: id,
      action: 'updated',
      changes,
    });
  }
  return after;
}

/** Without runs the template goes; with runs it is only deactivated, so the run log stays. */
export async function deleteSerialInvoice(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await getSerialInvoice(tx, id);
  if ((await countRuns(tx, id)) > 0) {
    await deactivateTemplate(tx, id);
    await recordHistory(tx, actor, {
      entity: SERIAL_INVOICE_ENTITY,
      entityId: id,
      action: 'updated',
      changes: { active: { from: before.active, to: false } },
      note: 'Hat bereits Rechnungen geschrieben: deaktiviert statt gelöscht.',
    });
    return;
  }
  await deleteTemplate(tx, id);
  await recordHistory(tx, actor, { entity: SERIAL_INVOICE_ENTITY, entityId: id, action: 'deleted' });
}

export async function listSerialInvoiceRuns(tx: Tx, id: number): Promise<SerialInvoiceRun[]> {
  await getSerialInvoice(tx, id);
  return toSerialInvoiceRuns(tx, await listRunRows(tx, id));
}
