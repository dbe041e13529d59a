import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZLetter,
  ZLetterInput,
  ZLetterList,
  ZLetterListQuery,
  ZLetterSend,
  ZLetterSeries,
  ZLetterSeriesInput,
  ZLetterUpdate,
  ZLetterVersion,
} from './letters.schemas.ts';

const ZLetterId = z.object({ id: z.coerce.number().int().positive() });
const base = '/api/letters';
const disposition = z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') });

export const listLetters = defineContract({
  method: 'GET',
  path: base,
  access: 'letters.read',
  summary: 'Briefe, neueste zuerst; nach Status und Suchtext (Betreff, Empfänger) gefiltert.',
  query: ZLetterListQuery,
  response: ZLetterList,
});

export const getLetter = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'letters.read',
  summary: 'Ein Brief.',
  params: ZLetterId,
  response: ZLetter,
});

export const createLetter = defineContract({
  method: 'POST',
  path: base,
  access: 'letters.write',
  summary: 'Brief anlegen (Entwurf); ohne Anschrift wird die des Empfängers übernommen.',
  body: ZLetterInput,
  response: ZLetter,
  status: 201,
});

export const updateLetter = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'letters.write',
  summary: 'Entwurf ändern (veraltete Version → 409; festgeschrieben → 409).',
  params: ZLetterId,
  body: ZLetterUpdate,
  response: ZLetter,
});

export const deleteLetter = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'letters.write',
  summary: 'Entwurf löschen; festgeschriebene Briefe bleiben (Aufbewahrung 6 Jahre).',
  params: ZLetterId,
  response: z.object({ id: z.number().int() }),
});

export const previewLetterPdf = defineContract({
  method: 'GET',
  path: `${base}/:id/preview`,
  access: 'letters.read',
  summary: 'PDF-Vorschau (Entwurf mit Wasserzeichen; festgeschrieben: das archivierte PDF).',
  params: ZLetterId,
  response: z.unknown(),
});

export const downloadLetterPdf = defineContract({
  method: 'GET',
  path: `${base}/:id/pdf`,
  access: 'letters.read',
  summary: 'Das archivierte PDF eines festgeschriebenen Briefs.',
  params: ZLetterId,
  query: disposition,
  response: z.unknown(),
});

export const finalizeLetter = defineContract({
  method: 'POST',
  path: `${base}/:id/finalize`,
  access: 'letters.write',
  summary: 'Festschreiben: Text einfrieren, PDF mit SHA-256 archivieren, Aufbewahrung 6 Jahre.',
  params: ZLetterId,
  body: ZLetterVersion,
  response: ZLetter,
});

export const markLetterPrinted = defineContract({
  method: 'POST',
  path: `${base}/:id/printed`,
  access: 'letters.write',
  summary: 'Festgeschriebenen Brief als gedruckt markieren (mit Datum).',
  params: ZLetterId,
  body: ZLetterVersion,
  response: ZLetter,
});

export const sendLetter = defineContract({
  method: 'POST',
  path: `${base}/:id/send`,
  access: 'letters.write',
  summary: 'Festgeschriebenen Brief als PDF per E-Mail senden; abgelehnte Zustellung → 502 mit Grund.',
  params: ZLetterId,
  body: ZLetterSend,
  response: ZLetter,
});

export const createLetterSeries = defineContract({
  method: 'POST',
  path: `${base}/series`,
  access: 'letters.write',
  summary:
    'Serienbrief an die gefilterte Kundenliste: je Kunde ein festgeschriebener Brief mit PDF, dazu ein Sammel-PDF zum Drucken.',
  body: ZLetterSeriesInput,
  response: ZLetterSeries,
  status: 201,
});

export const downloadLetterSeriesPdf = defineContract({
  method: 'GET',
  path: `${base}/series/:id/pdf`,
  access: 'letters.read',
  summary: 'Das Sammel-PDF eines Serienbriefs (alle Briefe zum Drucken).',
  params: ZLetterId,
  query: disposition,
  response: z.unknown(),
});
