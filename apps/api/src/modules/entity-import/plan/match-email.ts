import type { ImportableEntityType } from '@kontor/contracts';
import type { ConvertedRow } from './convert-rows.ts';

/** The e-mail a row is matched by (customers, vendors, contacts; articles only by number), lower case. */
export const matchEmailOf = (type: ImportableEntityType, row: Pick<ConvertedRow, 'data'>) =>
  type !== 'articles' && typeof row.data.email === 'string'
    ? row.data.email.trim().toLowerCase() || null
    : null;
