/** The serial invoice screens (under the documents area, beside E's /createDocument/edit|show). */
export const serialInvoicePaths = {
  list: '/createDocument/serialInvoice',
  create: '/createDocument/serialInvoice/create',
  edit: (id: number) => `/createDocument/serialInvoice/edit/${id}`,
};
