import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZEmail, ZLanguage, ZMe, ZNewPassword, ZTokenResponse } from './session.schemas.ts';

const ZOk = z.object({ ok: z.literal(true) });

export const login = defineContract({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  summary: 'Anmelden mit E-Mail und Passwort; setzt auch das Cookie „token“.',
  body: z.object({
    email: ZEmail,
    password: z
      .string({ error: 'Bitte ein Passwort angeben.' })
      .min(1, { error: 'Bitte ein Passwort angeben.' }),
  }),
  response: ZTokenResponse,
});

export const logout = defineContract({
  method: 'POST',
  path: '/auth/logout',
  access: 'authenticated',
  summary: 'Abmelden: beendet die Sitzung auf dem Server und löscht das Cookie.',
  response: ZOk,
  allowAal1: true,
  allowPendingPasswordChange: true,
});

export const refreshToken = defineContract({
  method: 'POST',
  path: '/auth/refresh',
  access: 'public',
  summary: 'Neues Token für eine noch lebende Sitzung (auch mit abgelaufenem Token).',
  response: ZTokenResponse,
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/auth/password/change',
  access: 'authenticated',
  summary: 'Passwort ändern; beendet alle anderen Sitzungen des Benutzers.',
  body: z.object({
    current_password: z.string({ error: 'Bitte das aktuelle Passwort angeben.' }).min(1, {
      error: 'Bitte das aktuelle Passwort angeben.',
    }),
    new_password: ZNewPassword,
  }),
  response: ZTokenResponse,
  allowPendingPasswordChange: true,
  // No allowAal1: with a verified factor, a stolen password alone must not replace the password.
});

export const requestPasswordReset = defineContract({
  method: 'POST',
  path: '/auth/password/reset',
  access: 'public',
  summary: 'Link zum Zurücksetzen des Passworts anfordern (antwortet immer gleich).',
  body: z.object({ email: ZEmail }),
  response: z.object({ message: z.string() }),
  status: 202,
});

export const confirmPasswordReset = defineContract({
  method: 'POST',
  path: '/auth/password/reset/confirm',
  access: 'public',
  summary: 'Neues Passwort mit dem Link aus der E-Mail setzen.',
  body: z.object({
    token: z.string().min(1, { error: 'Der Link ist ungültig.' }),
    new_password: ZNewPassword,
  }),
  response: ZOk,
});

export const getMe = defineContract({
  method: 'GET',
  path: '/api/me',
  access: 'authenticated',
  summary: 'Der angemeldete Benutzer, seine Rechte, Mandanten und sein Profil im aktiven Mandanten.',
  response: ZMe,
  allowAal1: true,
  allowPendingPasswordChange: true,
});

export const switchTenant = defineContract({
  method: 'POST',
  path: '/api/tenant/switch',
  access: 'authenticated',
  summary: 'Aktiven Mandanten wechseln; liefert ein Token für diesen Mandanten.',
  body: z.object({
    tenant_id: z.coerce
      .number({ error: 'Bitte einen Mandanten angeben.' })
      .int({ error: 'Bitte einen Mandanten angeben.' })
      .positive({ error: 'Bitte einen Mandanten angeben.' }),
  }),
  response: ZTokenResponse,
});

export const updateMyLanguage = defineContract({
  method: 'PUT',
  path: '/api/me/language',
  access: 'authenticated',
  summary: 'Sprache der Oberfläche für den angemeldeten Benutzer speichern.',
  body: z.object({ language: ZLanguage }),
  response: z.object({ language: ZLanguage }),
  allowPendingPasswordChange: true,
});
