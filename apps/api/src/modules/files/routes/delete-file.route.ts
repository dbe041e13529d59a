import { deleteFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { deleteFile as deleteFileService } from '../delete-file.service.ts';

export const deleteFileRoute = defineRoute(deleteFile, ({ params, auth, deps }) =>
  deleteFileService(deps, auth, params.id),
);
