import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZBookingAccount,
  ZIncomingInvoice,
  ZIncomingInvoiceBookingInput,
  ZIncomingInvoiceExportQuery,
  ZIncomingInvoiceIdParams,
  ZIncomingInvoiceList,
  ZIncomingInvoiceListQuery,
  ZIncomingInvoiceStatusInput,
  ZIncomingInvoiceSummary,
  ZIncomingInvoiceVendorInput,
} from './incoming-invoices.schemas.ts';

/** Largest incoming invoice accepted (a scanned multi-page PDF stays far below). */
export const MAX_INCOMING_INVOICE_BYTES = 20 * 1024 * 1024;

const base = '/api/incoming-invoices';

export const uploadIncomingInvoice = defineContract({
  method: 'POST',
  path: base,
  access: 'incomingInvoices.write',
  summary:
    'Eingangsrechnung hochladen (multipart, Feld „file“): XRechnung, ZUGFeRD, PDF oder Foto; das Original wird unverändert gespeichert.',
  response: ZIncomingInvoiceSummary,
  status: 201,
});

export const listIncomingInvoices = defineContract({
  method: 'GET',
  path: base,
  access: 'incomingInvoices.read',
  summary: 'Eingangsrechnungen mit Filtern (Status, fällig in 7 Tagen, Skonto läuft ab, Suche) und Summen.',
  query: ZIncomingInvoiceListQuery,
  response: ZIncomingInvoiceList,
});

export const exportIncomingInvoices = defineContract({
  method: 'GET',
  path: `${base}/export`,
  access: 'incomingInvoices.read',
  summary: 'Die Liste mit ihren Filtern als CSV oder XLSX (Status, Lieferant, Nummer, Daten, Beträge).',
  query: ZIncomingInvoiceExportQuery,
  response: z.unknown(),
});

export const listBookingAccounts = defineContract({
  method: 'GET',
  path: `${base}/accounts`,
  access: 'incomingInvoices.read',
  summary: 'Sachkonten des Kontenrahmens für Buchungszeilen (Aufwand und Anlagen).',
  response: z.object({ items: z.array(ZBookingAccount) }),
});

export const getIncomingInvoice = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'incomingInvoices.read',
  summary: 'Eingangsrechnung mit Buchungszeilen, Prüfergebnissen und Statusverlauf.',
  params: ZIncomingInvoiceIdParams,
  response: ZIncomingInvoice,
});

export const downloadIncomingInvoiceOriginal = defineContract({
  method: 'GET',
  path: `${base}/:id/original`,
  access: 'incomingInvoices.read',
  summary: 'Das Original der Eingangsrechnung (unverändert; XML als lesbare Darstellung mit ?view=html).',
  params: ZIncomingInvoiceIdParams,
  query: z.object({ view: z.enum(['file', 'html']).default('file') }),
  response: z.unknown(),
});

export const updateIncomingInvoiceBooking = defineContract({
  method: 'PUT',
  path: `${base}/:id/booking`,
  access: 'incomingInvoices.write',
  summary:
    'Buchungszeilen (Sachkonto, Netto, Steuersatz, Steuer, Kostenstelle, Text) und Besteuerung setzen.',
  params: ZIncomingInvoiceIdParams,
  body: ZIncomingInvoiceBookingInput,
  response: ZIncomingInvoice,
});

export const setIncomingInvoiceVendor = defineContract({
  method: 'PUT',
  path: `${base}/:id/vendor`,
  access: 'incomingInvoices.write',
  summary: 'Lieferant zuordnen oder aus den Rechnungsdaten anlegen („Lieferant anlegen“).',
  params: ZIncomingInvoiceIdParams,
  body: ZIncomingInvoiceVendorInput,
  response: ZIncomingInvoice,
});

export const changeIncomingInvoiceStatus = defineContract({
  method: 'POST',
  path: `${base}/:id/status`,
  access: 'incomingInvoices.write',
  summary:
    'Status ändern: Entwurf → Zu prüfen → Freigegeben → Bezahlt oder Abgelehnt (mit Grund). Freigeben bucht die Rechnung und braucht incomingInvoices.approve.',
  params: ZIncomingInvoiceIdParams,
  body: ZIncomingInvoiceStatusInput,
  response: ZIncomingInvoice,
});
