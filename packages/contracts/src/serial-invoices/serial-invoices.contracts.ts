import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZSerialInvoiceListItem,
  ZSerialInvoiceRun,
  ZSerialInvoiceRunResult,
  ZSerialInvoiceTemplate,
  ZSerialInvoiceTemplateCreate,
  ZSerialInvoiceTemplateUpdate,
} from './serial-invoices.schemas.ts';

const base = '/api/serial-invoices';
const ZSerialInvoiceId = z.object({ id: z.coerce.number().int().positive() });

export const listSerialInvoices = defineContract({
  method: 'GET',
  path: base,
  access: 'documents.read',
  summary: 'Serienrechnungen mit Kunde, Intervall, nächster Ausführung, Betrag und letztem Lauf.',
  response: z.object({ items: z.array(ZSerialInvoiceListItem) }),
});

export const getSerialInvoice = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'documents.read',
  summary: 'Eine Serienrechnung mit Positionen.',
  params: ZSerialInvoiceId,
  response: ZSerialInvoiceTemplate,
});

export const createSerialInvoice = defineContract({
  method: 'POST',
  path: base,
  access: 'documents.write',
  summary: 'Serienrechnung anlegen (nächste Ausführung = Beginn, wenn nicht angegeben).',
  body: ZSerialInvoiceTemplateCreate,
  response: ZSerialInvoiceTemplate,
  status: 201,
});

export const updateSerialInvoice = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'documents.write',
  summary: 'Serienrechnung ändern (veraltete Version → 409). Bereits geschriebene Rechnungen bleiben.',
  params: ZSerialInvoiceId,
  body: ZSerialInvoiceTemplateUpdate,
  response: ZSerialInvoiceTemplate,
});

export const deleteSerialInvoice = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'documents.write',
  summary: 'Serienrechnung ohne Läufe löschen; mit Läufen nur deaktivieren (das Protokoll bleibt).',
  params: ZSerialInvoiceId,
  response: z.object({ ok: z.literal(true) }),
});

export const listSerialInvoiceRuns = defineContract({
  method: 'GET',
  path: `${base}/:id/runs`,
  access: 'documents.read',
  summary: 'Ausführungsprotokoll einer Serienrechnung, neueste zuerst.',
  params: ZSerialInvoiceId,
  response: z.object({ items: z.array(ZSerialInvoiceRun) }),
});

export const runSerialInvoice = defineContract({
  method: 'POST',
  path: `${base}/:id/run`,
  access: 'documents.write',
  summary:
    'Jetzt ausführen: schreibt die Rechnungen aller bis heute fälligen Zeiträume (jeden genau einmal).',
  params: ZSerialInvoiceId,
  response: ZSerialInvoiceRunResult,
});
