import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * An open invitation as the inviting tenant sees it. It looks the same whether the address
 * already had a Kontor account or one was created for it: the inviting admin must not learn that.
 */
export const ZInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  expires_at: z.string(),
  /** Past its expiry: the person can no longer accept it; revoke it and invite again. */
  expired: z.boolean(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof ZInvitation>;

/** An invitation for the signed-in person, into another tenant. */
export const ZMyInvitation = z.object({
  id: z.uuid(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  role_name: z.string(),
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof ZMyInvitation>;

const ZInvitationId = z.object({ id: z.uuid({ error: 'Diese Einladung gibt es nicht.' }) });
const ZInvitationToken = z.object({
  token: z
    .string({ error: 'Der Einladungslink ist ungültig.' })
    .min(20, { error: 'Der Einladungslink ist ungültig.' })
    .max(200, { error: 'Der Einladungslink ist ungültig.' }),
});
const ZOk = z.object({ ok: z.literal(true) });

export const listInvitations = defineContract({
  method: 'GET',
  path: '/api/invitations',
  access: 'profiles.read',
  summary: 'Offene Einladungen des aktiven Mandanten (noch nicht angenommen, abgelehnt oder zurückgezogen).',
  response: z.object({ items: z.array(ZInvitation) }),
});

export const revokeInvitation = defineContract({
  method: 'DELETE',
  path: '/api/invitations/:id',
  access: 'profiles.write',
  summary: 'Eine offene Einladung zurückziehen; der Link in der E-Mail gilt dann nicht mehr.',
  params: ZInvitationId,
  response: ZOk,
});

export const listMyInvitations = defineContract({
  method: 'GET',
  path: '/api/me/invitations',
  access: 'authenticated',
  summary: 'Offene Einladungen an die E-Mail-Adresse des angemeldeten Benutzers, in andere Mandanten.',
  response: z.object({ items: z.array(ZMyInvitation) }),
});

export const acceptMyInvitation = defineContract({
  method: 'POST',
  path: '/api/me/invitations/:id/accept',
  access: 'authenticated',
  summary: 'Einladung annehmen: Mitgliedschaft und Mitarbeiterprofil im einladenden Mandanten entstehen.',
  params: ZInvitationId,
  response: z.object({ tenant_id: z.number().int(), tenant_name: z.string() }),
});

export const declineMyInvitation = defineContract({
  method: 'POST',
  path: '/api/me/invitations/:id/decline',
  access: 'authenticated',
  summary: 'Einladung ablehnen.',
  params: ZInvitationId,
  response: ZOk,
});

export const acceptInvitationByLink = defineContract({
  method: 'POST',
  path: '/api/invitations/accept',
  access: 'public',
  summary:
    'Einladung über den Link aus der E-Mail annehmen (der Link beweist den Zugang zum Postfach; einmal gültig).',
  body: ZInvitationToken,
  response: z.object({ tenant_name: z.string() }),
});

export const declineInvitationByLink = defineContract({
  method: 'POST',
  path: '/api/invitations/decline',
  access: 'public',
  summary: 'Einladung über den Link aus der E-Mail ablehnen.',
  body: ZInvitationToken,
  response: ZOk,
});
