import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { entityRegistry, type EntityType } from '../entities/entity-registry.ts';
import { ZHistoryItem } from './history.contracts.ts';

export const HISTORY_NOTE_MAX = 2000;

const ZRecordId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige ID.' })
    .int({ error: 'Ungültige ID.' })
    .positive({ error: 'Ungültige ID.' }),
});

export const ZHistoryNoteInput = z.object({
  text: z
    .string({ error: 'Bitte eine Notiz eingeben.' })
    .trim()
    .min(1, { error: 'Bitte eine Notiz eingeben.' })
    .max(HISTORY_NOTE_MAX, { error: `Die Notiz darf höchstens ${HISTORY_NOTE_MAX} Zeichen lang sein.` }),
});
export type HistoryNoteInput = z.input<typeof ZHistoryNoteInput>;

export const ZHistoryPage = z.object({
  items: z.array(ZHistoryItem),
  next_before_id: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof ZHistoryPage>;

/**
 * The timeline of one master-data record and its notes. Who may read or write the record may
 * read its history or add a note — `history.read` is for the tenant-wide list only.
 */
export const recordHistoryContracts = (type: EntityType) => {
  const { singular, permissions } = entityRegistry[type];
  const base = `/api/entities/${type}/:id`;
  return {
    list: defineContract({
      method: 'GET',
      path: `${base}/history`,
      access: permissions.read,
      summary: `${singular}: Historie des Datensatzes, neueste zuerst.`,
      params: ZRecordId,
      query: z.object({
        before_id: z.coerce.number().int().positive().optional(),
        limit: z.coerce
          .number()
          .int()
          .min(1, { error: 'Mindestens 1 Eintrag.' })
          .max(200, { error: 'Höchstens 200 Einträge je Seite.' })
          .default(50),
      }),
      response: ZHistoryPage,
    }),
    addNote: defineContract({
      method: 'POST',
      path: `${base}/notes`,
      access: permissions.write,
      summary: `${singular}: Notiz zur Historie hinzufügen.`,
      params: ZRecordId,
      body: ZHistoryNoteInput,
      response: ZHistoryItem,
      status: 201,
    }),
  };
};
