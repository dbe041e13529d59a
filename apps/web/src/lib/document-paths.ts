import type { DocumentType } from '@kontor/contracts';

/** The documents screens, for links and navigation. */
export const documentPaths = {
  list: '/createDocument',
  create: '/createDocument/edit',
  edit: (id: number) => `/createDocument/edit/${id}`,
  show: (id: number) => `/createDocument/show/${id}`,
  /** `?type=invoice&customer=12` preselects a new document. */
  createSearch: (type: DocumentType, customer?: number) => (customer ? { type, customer } : { type }),
};
