import type { Invitation } from '@kontor/contracts';
import type { InvitationRow } from './invitations.repository.ts';

/** The admin's view: the same fields whether or not the address already had an account. */
export const toInvitation = (
  row: InvitationRow,
  role: { id: number; name: string },
  now = new Date(),
): Invitation => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role,
  expires_at: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
  created_at: row.createdAt.toISOString(),
});
