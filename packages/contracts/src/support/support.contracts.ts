import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZMailImportList,
  ZSupportSettings,
  ZSupportSettingsInput,
  ZTicketCreate,
  ZTicketDetail,
  ZTicketList,
  ZTicketListQuery,
  ZTicketNote,
  ZTicketReply,
  ZTicketTime,
  ZTicketUpdate,
} from './support.schemas.ts';

const ZTicketId = z.object({ id: z.coerce.number().int().positive() });
const base = '/api/support/tickets';

export const listTickets = defineContract({
  method: 'GET',
  path: base,
  access: 'support.read',
  summary: 'Tickets, gefiltert nach Status, Priorität, Bearbeiter, Kunde und Suchtext.',
  query: ZTicketListQuery,
  response: ZTicketList,
});

export const getTicket = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'support.read',
  summary: 'Ein Ticket mit seinem Verlauf (E-Mails und interne Notizen).',
  params: ZTicketId,
  response: ZTicketDetail,
});

export const createTicket = defineContract({
  method: 'POST',
  path: base,
  access: 'support.write',
  summary: 'Ticket anlegen (Telefon, Web); Nummer aus dem Nummernkreis, Fälligkeit aus der Priorität.',
  body: ZTicketCreate,
  response: ZTicketDetail,
  status: 201,
});

export const updateTicket = defineContract({
  method: 'PATCH',
  path: `${base}/:id`,
  access: 'support.write',
  summary: 'Status, Priorität, Bearbeiter, Zuordnung oder Betreff ändern (veraltete Version → 409).',
  params: ZTicketId,
  body: ZTicketUpdate,
  response: ZTicketDetail,
});

export const addTicketNote = defineContract({
  method: 'POST',
  path: `${base}/:id/notes`,
  access: 'support.write',
  summary: 'Interne Notiz zum Ticket (der Kunde sieht sie nie).',
  params: ZTicketId,
  body: ZTicketNote,
  response: ZTicketDetail,
  status: 201,
});

export const replyToTicket = defineContract({
  method: 'POST',
  path: `${base}/:id/replies`,
  access: 'support.write',
  summary: 'Antwort per E-Mail (SMTP) mit der Ticketnummer im Betreff und In-Reply-To/References.',
  params: ZTicketId,
  body: ZTicketReply,
  response: ZTicketDetail,
  status: 201,
});

export const bookTicketTime = defineContract({
  method: 'POST',
  path: `${base}/:id/time`,
  access: 'support.write',
  summary:
    'Zeitaufwand zum Ticket als eigener Zeiteintrag buchen (abrechenbar oder nicht; braucht auch times.write).',
  params: ZTicketId,
  body: ZTicketTime,
  response: ZTicketDetail,
  status: 201,
});

export const getSupportSettings = defineContract({
  method: 'GET',
  path: '/api/support/settings',
  access: 'support.read',
  summary: 'Support-Einstellungen: Reaktionszeiten (Stunden bis zur Fälligkeit) je Priorität.',
  response: ZSupportSettings,
});

export const updateSupportSettings = defineContract({
  method: 'PUT',
  path: '/api/support/settings',
  access: 'settings.write',
  summary: 'Reaktionszeiten je Priorität speichern.',
  body: ZSupportSettingsInput,
  response: ZSupportSettings,
});

export const listMailImports = defineContract({
  method: 'GET',
  path: '/api/support/mail-imports',
  access: 'support.read',
  summary:
    'Die zuletzt abgerufenen E-Mails der Postfächer (Support, Eingangsrechnungen) und was daraus wurde – auch die ohne Ergebnis, mit Grund.',
  response: ZMailImportList,
});
