import type { DocumentLine } from '@kontor/contracts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecords } from '../entities/index.ts';

/** The master-data references a draft or a serial invoice carries besides the customer. */
export interface DraftReferences {
  contact_id: number | null;
  project_id: number | null;
  lines: readonly DocumentLine[];
}

/**
 * Contact, project and line articles must be records of that type in this tenant. The database
 * keys (migration 0008) check the tenant for every writer; this also checks the type and names
 * the exact field, e.g. `lines.2.article_id`.
 */
export async function checkDraftReferences(tx: Tx, tenantId: number, fields: DraftReferences) {
  const wanted: { field: string; id: number | null; type: string; message: string }[] = [
    { field: 'contact_id', id: fields.contact_id, type: 'contacts', message: 'Kontakt nicht gefunden.' },
    { field: 'project_id', id: fields.project_id, type: 'projects', message: 'Projekt nicht gefunden.' },
    ...fields.lines.flatMap((line, index) =>
      line.kind === 'item'
        ? [
            {
              field: `lines.${index}.article_id`,
              id: line.article_id,
              type: 'articles',
              message: 'Artikel nicht gefunden.',
            },
          ]
        : [],
    ),
  ];
  const ids = [...new Set(wanted.flatMap((w) => (w.id === null ? [] : [w.id])))];
  const types = new Map((await findEntityRecords(tx, ids)).map((r) => [r.id, r.type]));
  const problems = Object.fromEntries(
    wanted.filter((w) => w.id !== null && types.get(w.id) !== w.type).map((w) => [w.field, w.message]),
  );
  const messages = Object.values(problems);
  if (messages.length > 0) throw badRequest(messages[0]!, problems);
}
