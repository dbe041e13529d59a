import { tenantKey } from '../../../lib/query-keys.ts';

// Under the 'documents' area: a realtime change of any document (entity `document`) refreshes these,
// and creating a notice invalidates the documents list and show page as well.
export const documentsAreaKey = (tenantId: number) => tenantKey(tenantId, 'documents');
export const dunningOverviewKey = (tenantId: number) => tenantKey(tenantId, 'documents', 'dunning');
export const dunningNoticesKey = (tenantId: number, documentId: number) =>
  tenantKey(tenantId, 'documents', documentId, 'dunningNotices');
