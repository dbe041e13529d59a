import { previewDocumentPdf } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { previewDocumentPdf as previewDocumentPdfService } from '../document-preview.service.ts';

/** Inline PDF; `no-store` because a draft's preview changes with every save. */
export const previewDocumentRoute = defineRoute(previewDocumentPdf, async ({ params, auth, deps, reply }) => {
  const file = await withTenant(deps.db, auth.tenantId, (tx) =>
    previewDocumentPdfService(deps, tx, auth.tenantId, auth.userId, params.id),
  );
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'no-store');
  return Buffer.from(file.bytes);
});
