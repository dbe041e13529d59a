import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const ZHistoryItem = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  note: z.string().nullable(),
  /** Names of the records (`e<id>`), people (`p<id>`) and documents (`d<id>`) the changes name by id. */
  refs: z.record(z.string(), z.string()).optional(),
});
export type HistoryItem = z.infer<typeof ZHistoryItem>;

const isoDate = z.iso.datetime({ offset: true, error: 'Bitte ein Datum im ISO-Format angeben.' });

export const listHistoryItems = defineContract({
  method: 'GET',
  path: '/api/historyitems',
  access: 'history.read',
  summary: 'Historie des aktiven Mandanten, neueste zuerst, mit Filtern und Blättern.',
  query: z.object({
    entity: z.string().max(60).optional(),
    entity_id: z.string().max(100).optional(),
    /** One action or several, comma-separated. */
    action: z.string().max(200).optional(),
    actor_id: z.coerce.number().int().positive().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    before_id: z.coerce.number().int().positive().optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, { error: 'Mindestens 1 Eintrag.' })
      .max(200, { error: 'Höchstens 200 Einträge je Seite.' })
      .default(50),
  }),
  response: z.object({ items: z.array(ZHistoryItem), next_before_id: z.number().int().nullable() }),
});

export const verifyHistory = defineContract({
  method: 'GET',
  path: '/api/historyitems/verify',
  access: 'history.read',
  summary: 'Prüft die Hash-Kette der Historie (erkennt geänderte oder gelöschte Einträge).',
  response: z.object({
    ok: z.boolean(),
    items: z.number().int(),
    broken_at_id: z.number().int().nullable(),
    reason: z.enum(['changed', 'missing']).nullable(),
  }),
});
