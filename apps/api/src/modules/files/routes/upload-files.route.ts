import { uploadFiles } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { uploadFiles as uploadFilesService } from '../upload/upload.service.ts';

export const uploadFilesRoute = defineRoute(uploadFiles, async ({ query, auth, deps, request }) => ({
  items: await uploadFilesService(
    { db: deps.db, blobStore: deps.blobStore, files: deps.config.files, log: deps.log },
    auth,
    request,
    query,
  ),
}));
