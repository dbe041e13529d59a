import { createFolderRoute } from './routes/create-folder.route.ts';
import { deleteFileRoute } from './routes/delete-file.route.ts';
import { deleteFolderRoute } from './routes/delete-folder.route.ts';
import { downloadFileRoute } from './routes/download-file.route.ts';
import { getFileRoute } from './routes/get-file.route.ts';
import { getFilesUsageRoute } from './routes/get-files-usage.route.ts';
import { linkFileRoute } from './routes/link-file.route.ts';
import { listFilesRoute } from './routes/list-files.route.ts';
import { listFoldersRoute } from './routes/list-folders.route.ts';
import { unlinkFileRoute } from './routes/unlink-file.route.ts';
import { updateFileRoute } from './routes/update-file.route.ts';
import { updateFolderRoute } from './routes/update-folder.route.ts';
import { uploadFilesRoute } from './routes/upload-files.route.ts';

export const filesRoutes = [
  uploadFilesRoute,
  downloadFileRoute,
  listFilesRoute,
  getFilesUsageRoute,
  listFoldersRoute,
  createFolderRoute,
  updateFolderRoute,
  deleteFolderRoute,
  getFileRoute,
  updateFileRoute,
  deleteFileRoute,
  linkFileRoute,
  unlinkFileRoute,
];
export { deleteLinksOfRecord as unlinkFilesOfRecord } from './files.repository.ts';
// Settings read the letterhead logo's row (storage key, type), inside the document's transaction.
export { findFileById } from './files.repository.ts';
// Forms attach their signed PDF to the project or customer (that record's files list shows it).
export { insertFileLink as linkFileToRecord } from './files.repository.ts';
// Mail attachments and other bytes from outside the upload form, with the upload's checks.
export { storeCheckedBuffer, type BufferFile } from './upload/store-buffer.ts';
// Incoming invoices serve their stored original.
export { findDownload, uploadMissing } from './download.service.ts';
