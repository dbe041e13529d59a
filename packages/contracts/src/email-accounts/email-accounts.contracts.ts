import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZEmailAccount,
  ZEmailAccountInput,
  ZEmailAccountTestResult,
  ZEmailAccountUpdate,
} from './email-accounts.schemas.ts';

const ZEmailAccountId = z.object({ id: z.coerce.number().int().positive() });
const base = '/api/email-accounts';

export const listEmailAccounts = defineContract({
  method: 'GET',
  path: base,
  access: 'settings.read',
  summary: 'E-Mail-Konten (SMTP, IMAP) des Mandanten (ohne Passwörter).',
  response: z.object({ items: z.array(ZEmailAccount) }),
});

export const getEmailAccount = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'settings.read',
  summary: 'Ein SMTP-Konto (das Passwort wird nie ausgeliefert, nur ob eines hinterlegt ist).',
  params: ZEmailAccountId,
  response: ZEmailAccount,
});

export const createEmailAccount = defineContract({
  method: 'POST',
  path: base,
  access: 'settings.write',
  summary: 'SMTP-Konto anlegen; das Passwort wird verschlüsselt gespeichert.',
  body: ZEmailAccountInput,
  response: ZEmailAccount,
  status: 201,
});

export const updateEmailAccount = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'settings.write',
  summary: 'SMTP-Konto speichern (leeres Passwort = unverändert; veraltete Version → 409).',
  params: ZEmailAccountId,
  body: ZEmailAccountUpdate,
  response: ZEmailAccount,
});

export const deleteEmailAccount = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'settings.write',
  summary: 'SMTP-Konto löschen (versendete E-Mails bleiben erhalten).',
  params: ZEmailAccountId,
  response: z.object({ ok: z.literal(true) }),
});

export const testEmailAccount = defineContract({
  method: 'POST',
  path: `${base}/:id/test`,
  access: 'settings.write',
  summary: 'Verbindung und Anmeldung am SMTP-Server prüfen; das Ergebnis wird am Konto gespeichert.',
  params: ZEmailAccountId,
  response: ZEmailAccountTestResult,
});
