import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZFormInstanceCreate,
  ZFormInstanceDetail,
  ZFormInstanceId,
  ZFormInstanceList,
  ZFormInstanceListQuery,
  ZFormInstanceUpdate,
  ZFormTemplate,
  ZFormTemplateId,
  ZFormTemplateInput,
  ZFormTemplateList,
  ZFormTemplateUpdate,
  ZOwnTemplateId,
} from './forms.schemas.ts';

const templates = '/api/forms/templates';
const ANSWERS_BODY_LIMIT = 4 * 1024 * 1024;
const forms = '/api/forms';

export const listFormTemplates = defineContract({
  method: 'GET',
  path: templates,
  access: 'forms.read',
  summary: 'Formularvorlagen: die eingebauten (Abnahmeprotokoll, Regiebericht) und die eigenen.',
  response: ZFormTemplateList,
});

export const getFormTemplate = defineContract({
  method: 'GET',
  path: `${templates}/:id`,
  access: 'forms.read',
  summary: 'Eine Formularvorlage mit ihren Feldern (`builtin:<name>` für eingebaute).',
  params: ZFormTemplateId,
  response: ZFormTemplate,
});

export const createFormTemplate = defineContract({
  method: 'POST',
  path: templates,
  access: 'forms.manage',
  summary: 'Eigene Formularvorlage anlegen.',
  body: ZFormTemplateInput,
  response: ZFormTemplate,
  status: 201,
});

export const updateFormTemplate = defineContract({
  method: 'PUT',
  path: `${templates}/:id`,
  access: 'forms.manage',
  summary:
    'Eigene Formularvorlage ändern (ausgefüllte Formulare behalten ihre Felder; veraltete Version → 409).',
  params: ZOwnTemplateId,
  body: ZFormTemplateUpdate,
  response: ZFormTemplate,
});

export const deleteFormTemplate = defineContract({
  method: 'DELETE',
  path: `${templates}/:id`,
  access: 'forms.manage',
  summary: 'Eigene Formularvorlage löschen (nicht, solange ausgefüllte Formulare auf ihr beruhen).',
  params: ZOwnTemplateId,
  response: z.object({ id: z.number().int() }),
});

export const listForms = defineContract({
  method: 'GET',
  path: forms,
  access: 'forms.read',
  summary: 'Ausgefüllte Formulare, gefiltert nach Status, Projekt und Kunde.',
  query: ZFormInstanceListQuery,
  response: ZFormInstanceList,
});

export const getForm = defineContract({
  method: 'GET',
  path: `${forms}/:id`,
  access: 'forms.read',
  summary: 'Ein ausgefülltes Formular mit Feldern und Antworten.',
  params: ZFormInstanceId,
  response: ZFormInstanceDetail,
});

export const createForm = defineContract({
  method: 'POST',
  path: forms,
  access: 'forms.write',
  summary: 'Formular aus einer Vorlage für ein Projekt oder einen Kunden beginnen.',
  body: ZFormInstanceCreate,
  response: ZFormInstanceDetail,
  status: 201,
});

export const updateForm = defineContract({
  method: 'PUT',
  path: `${forms}/:id`,
  access: 'forms.write',
  summary: 'Antworten zwischenspeichern (nur vor dem Unterschreiben; veraltete Version → 409).',
  params: ZFormInstanceId,
  body: ZFormInstanceUpdate,
  response: ZFormInstanceDetail,
  // Signatures travel as PNG data URLs inside the answers.
  bodyLimit: ANSWERS_BODY_LIMIT,
});

export const deleteForm = defineContract({
  method: 'DELETE',
  path: `${forms}/:id`,
  access: 'forms.write',
  summary: 'Ein nicht unterschriebenes Formular verwerfen.',
  params: ZFormInstanceId,
  response: z.object({ id: z.number().int() }),
});

export const signForm = defineContract({
  method: 'POST',
  path: `${forms}/:id/sign`,
  access: 'forms.write',
  summary:
    'Abschließen und unterschreiben: Pflichtfelder prüfen, PDF erzeugen, in den Dateien archivieren (SHA-256), an Projekt/Kunde hängen und sperren.',
  params: ZFormInstanceId,
  body: ZFormInstanceUpdate,
  response: ZFormInstanceDetail,
  // Signatures travel as PNG data URLs inside the answers.
  bodyLimit: ANSWERS_BODY_LIMIT,
});
