import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZFileId,
  ZFileLinkTarget,
  ZFileList,
  ZFileListQuery,
  ZFileRecord,
  ZFilesUsage,
  ZFileUpdate,
  ZFolder,
  ZFolderId,
  ZFolderInput,
  ZLinkEntity,
  ZLinkEntityId,
  ZUploadTarget,
} from './files.schemas.ts';

export const UPLOAD_PATH = '/storage/v1/files';

export const uploadFiles = defineContract({
  method: 'POST',
  path: UPLOAD_PATH,
  access: 'files.write',
  summary:
    'Dateien hochladen (multipart/form-data, mehrere Dateien je Anfrage). Ordner und Verknüpfung als Query oder als Formularfelder vor den Dateien. Alles oder nichts: wird eine Datei abgelehnt, bleibt keine gespeichert.',
  query: ZUploadTarget,
  response: z.object({ items: z.array(ZFileRecord) }),
  status: 201,
});

export const downloadFile = defineContract({
  method: 'GET',
  path: `${UPLOAD_PATH}/:id`,
  access: 'files.read',
  summary:
    'Inhalt einer Datei. `disposition=inline` zeigt PDFs, Bilder und Text im Browser an (Vorschau), sonst Download.',
  params: ZFileId,
  query: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
  response: z.unknown(),
});

export const listFiles = defineContract({
  method: 'GET',
  path: '/api/files',
  access: 'files.read',
  summary: 'Dateien: nach Ordner, Name, Schlagwörtern oder verknüpftem Datensatz, seitenweise.',
  query: ZFileListQuery,
  response: ZFileList,
});

export const getFile = defineContract({
  method: 'GET',
  path: '/api/files/:id',
  access: 'files.read',
  summary: 'Eine Datei (Metadaten, Verknüpfungen).',
  params: ZFileId,
  response: ZFileRecord,
});

export const updateFile = defineContract({
  method: 'PUT',
  path: '/api/files/:id',
  access: 'files.write',
  summary: 'Datei umbenennen, verschieben oder verschlagworten (nur die angegebenen Felder).',
  params: ZFileId,
  body: ZFileUpdate,
  response: ZFileRecord,
});

export const deleteFile = defineContract({
  method: 'DELETE',
  path: '/api/files/:id',
  access: 'files.write',
  summary: 'Datei löschen, samt Inhalt im Speicher.',
  params: ZFileId,
  response: z.object({ id: z.number().int() }),
});

export const linkFile = defineContract({
  method: 'POST',
  path: '/api/files/:id/links',
  access: 'files.write',
  summary: 'Datei mit einem Datensatz verknüpfen (Stammdaten: der Datensatz muss existieren).',
  params: ZFileId,
  body: ZFileLinkTarget,
  response: ZFileRecord,
});

export const unlinkFile = defineContract({
  method: 'DELETE',
  path: '/api/files/:id/links/:entity/:entity_id',
  access: 'files.write',
  summary: 'Verknüpfung einer Datei mit einem Datensatz lösen.',
  params: ZFileId.extend({ entity: ZLinkEntity, entity_id: ZLinkEntityId }),
  response: ZFileRecord,
});

export const getFilesUsage = defineContract({
  method: 'GET',
  path: '/api/files/usage',
  access: 'files.read',
  summary: 'Belegter und verfügbarer Speicher des Mandanten, größte erlaubte Datei.',
  response: ZFilesUsage,
});

export const listFolders = defineContract({
  method: 'GET',
  path: '/api/files/folders',
  access: 'files.read',
  summary: 'Alle Ordner des Mandanten (flach, mit `parent_id`).',
  response: z.object({ items: z.array(ZFolder) }),
});

export const createFolder = defineContract({
  method: 'POST',
  path: '/api/files/folders',
  access: 'files.write',
  summary: 'Ordner anlegen.',
  body: ZFolderInput,
  response: ZFolder,
  status: 201,
});

export const updateFolder = defineContract({
  method: 'PUT',
  path: '/api/files/folders/:id',
  access: 'files.write',
  summary: 'Ordner umbenennen oder verschieben.',
  params: ZFolderId,
  body: ZFolderInput,
  response: ZFolder,
});

export const deleteFolder = defineContract({
  method: 'DELETE',
  path: '/api/files/folders/:id',
  access: 'files.write',
  summary: 'Leeren Ordner löschen (409, solange Dateien oder Ordner darin liegen).',
  params: ZFolderId,
  response: z.object({ id: z.number().int() }),
});
