import type { ContractQuery, listFiles } from '@kontor/contracts';
import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'files' and 'fileFolders' are the realtime entities of the API: changes made elsewhere
// refresh these queries by themselves.
export const filesKeys = {
  all: (tenantId: number) => tenantKey(tenantId, 'files'),
  list: (tenantId: number, query: ContractQuery<typeof listFiles>) =>
    tenantKey(tenantId, 'files', 'list', query),
  usage: (tenantId: number) => tenantKey(tenantId, 'files', 'usage'),
  folders: (tenantId: number) => tenantKey(tenantId, 'fileFolders'),
};
