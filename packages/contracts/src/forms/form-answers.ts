import {
  FORM_PHOTOS_MAX,
  SIGNATURE_DATA_URL_MAX,
  type FormAnswers,
  type FormField,
} from './forms.schemas.ts';

export const TEXT_ANSWER_MAX = 5000;
const signaturePrefix = 'data:image/png;base64,';

/** Whether a field holds something (a required field must). */
export function isAnswered(field: FormField, value: unknown): boolean {
  switch (field.type) {
    case 'heading':
      return true;
    case 'checkbox':
      return value === true;
    case 'text':
    case 'select':
    case 'date':
    case 'signature':
      return typeof value === 'string' && value.trim() !== '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'photo':
      return Array.isArray(value) && value.length > 0;
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is wrong with one value of its field's type (empty values are fine here), or null. */
function typeError(field: FormField, value: unknown): string | null {
  if (isEmpty(value)) return null;
  switch (field.type) {
    case 'heading':
      return null;
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'Bitte ankreuzen oder leer lassen.';
    case 'text':
      if (typeof value !== 'string') return 'Bitte einen Text eingeben.';
      return value.length > TEXT_ANSWER_MAX ? `Höchstens ${TEXT_ANSWER_MAX} Zeichen.` : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e12
        ? null
        : 'Bitte eine Zahl eingeben.';
    case 'select':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : 'Bitte eine der angebotenen Möglichkeiten wählen.';
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? null : 'Bitte ein gültiges Datum angeben.';
    case 'photo':
      if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && id > 0)) {
        return 'Bitte gültige Fotos wählen.';
      }
      return value.length > FORM_PHOTOS_MAX ? `Höchstens ${FORM_PHOTOS_MAX} Fotos.` : null;
    case 'signature':
      return typeof value === 'string' &&
        value.startsWith(signaturePrefix) &&
        value.length <= SIGNATURE_DATA_URL_MAX &&
        /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(signaturePrefix.length))
        ? null
        : 'Die Unterschrift ist ungültig. Bitte erneut unterschreiben.';
  }
}

/**
 * Field errors of a filled form (key → German message), empty when it is fine. A draft may leave
 * required fields empty; signing may not. Used by the phone form and by the API alike.
 */
export function validateFormAnswers(
  fields: readonly FormField[],
  answers: FormAnswers,
  mode: 'draft' | 'sign',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) errors[key] = 'Dieses Feld gibt es im Formular nicht.';
  }
  for (const field of fields) {
    const value = answers[field.key];
    const error = typeError(field, value);
    if (error) errors[field.key] = error;
    else if (mode === 'sign' && field.required && !isAnswered(field, value)) {
      errors[field.key] = requiredMessage(field);
    }
  }
  return errors;
}

function requiredMessage(field: FormField): string {
  switch (field.type) {
    case 'checkbox':
      return `„${field.label}“ muss angekreuzt sein.`;
    case 'photo':
      return `„${field.label}“: Bitte mindestens ein Foto aufnehmen.`;
    case 'signature':
      return `„${field.label}“: Bitte unterschreiben.`;
    default:
      return `„${field.label}“ ist ein Pflichtfeld.`;
  }
}

/** File ids of every photo answer (the API checks they are the tenant's images). */
export const photoFileIds = (fields: readonly FormField[], answers: FormAnswers): number[] =>
  fields
    .filter((f) => f.type === 'photo')
    .flatMap((f) => (Array.isArray(answers[f.key]) ? (answers[f.key] as number[]) : []));
