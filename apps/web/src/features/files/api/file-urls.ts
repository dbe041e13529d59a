import { fileContentPath, type FileListQuery } from '@kontor/contracts';

// Same origin on the web; the configured server in the native app (as the API client).
const apiBase = () => (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/** The file's bytes: shown in the browser (`inline`: PDF, images) or downloaded. */
export const fileContentUrl = (id: number, disposition: 'inline' | 'attachment' = 'attachment') =>
  `${apiBase()}${fileContentPath(id, disposition)}`;

export const uploadUrl = (target: {
  folderId?: number | null;
  entity?: string;
  entityId?: number | string;
}) => {
  const params = new URLSearchParams();
  if (target.folderId) params.set('folder_id', String(target.folderId));
  if (target.entity && target.entityId !== undefined) {
    params.set('entity', target.entity);
    params.set('entity_id', String(target.entityId));
  }
  const query = params.toString();
  return `${apiBase()}/storage/v1/files${query ? `?${query}` : ''}`;
};

/** The list query as URL parameters (empty values left out). */
export function fileListSearch(query: FileListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
