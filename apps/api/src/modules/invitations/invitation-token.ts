import { createHash, randomBytes } from 'node:crypto';

/** How long a mail link (and the invitation) stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** Only the hash is stored: a leaked table holds no usable link. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
