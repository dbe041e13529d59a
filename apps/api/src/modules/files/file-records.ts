import { fileTypeByMime, isEntityType, type FileRecord } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecords } from '../entities/index.ts';
import { listLinksOfFiles, type FileLinkRow, type FileRow } from './files.repository.ts';

const linkKey = (entity: string, entityId: string) => `${entity}/${entityId}`;

/** Names of linked master-data records ("10001 · Müller GmbH"); other areas' links have none yet. */
async function linkLabels(tx: Tx, links: FileLinkRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      links
        .filter((l) => isEntityType(l.entity) && /^\d{1,9}$/.test(l.entityId))
        .map((l) => Number(l.entityId)),
    ),
  ];
  const labels = new Map<string, string>();
  for (const record of await findEntityRecords(tx, ids)) {
    labels.set(
      linkKey(record.type, String(record.id)),
      record.number ? `${record.number} · ${record.name}` : record.name,
    );
  }
  return labels;
}

/** API shape of file rows, with their links (one query for the links of all of them). */
export async function toFileRecords(tx: Tx, rows: FileRow[]): Promise<FileRecord[]> {
  const links = await listLinksOfFiles(
    tx,
    rows.map((r) => r.id),
  );
  const labels = await linkLabels(tx, links);
  return rows.map((row) => {
    const type = fileTypeByMime(row.mimeType);
    return {
      id: row.id,
      name: row.name,
      mime_type: row.mimeType,
      type: type?.key ?? 'unknown',
      previewable: type?.inline ?? false,
      size_bytes: row.sizeBytes,
      sha256: row.sha256,
      folder_id: row.folderId,
      tags: row.tags,
      uploaded_by:
        row.uploadedBy === null
          ? null
          : { id: row.uploadedBy, name: row.uploaderName ?? 'Gelöschter Benutzer' },
      links: links
        .filter((l) => l.fileId === row.id)
        .map((l) => ({
          entity: l.entity,
          entity_id: l.entityId,
          label: labels.get(linkKey(l.entity, l.entityId)) ?? null,
        })),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
