import type { Factor } from '@kontor/contracts';
import type { FactorRow } from './factors.repository.ts';

/** The client's view of a factor: never the secret, the issuer only for TOTP, the phone only for phone. */
export const toFactorView = (row: FactorRow): Factor => ({
  id: row.id,
  factor_type: row.factorType,
  friendly_name: row.friendlyName,
  status: row.status,
  ...(row.factorType === 'totp' && row.issuer !== null && { issuer: row.issuer }),
  ...(row.factorType === 'phone' && row.phone !== null && { phone: row.phone }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
