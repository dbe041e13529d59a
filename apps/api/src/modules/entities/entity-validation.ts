import {
  entityInputSchema,
  type EntityInput,
  type EntityType,
  type FieldDefinition,
} from '@kontor/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/http/errors.ts';

export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', 'Bitte prüfen Sie Ihre Eingaben.', fields);

/** Zod issues as `{ 'data.zip': 'PLZ: …' }`, the first message per field. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

// Building the schema costs ~10 ms; imports and seeding validate thousands of rows with the same fields.
const schemaCache = new Map<string, ReturnType<typeof entityInputSchema>>();
function schemaFor(type: EntityType, customFields: readonly FieldDefinition[]) {
  const key = `${type}:${JSON.stringify(customFields)}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    if (schemaCache.size > 500) schemaCache.clear();
    schema = entityInputSchema(type, customFields);
    schemaCache.set(key, schema);
  }
  return schema;
}

/** The one validation of create, edit and import (browser and server share the schema). */
export function parseEntityInput(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  raw: { number: unknown; data: unknown; custom: unknown },
): EntityInput {
  const result = schemaFor(type, customFields).safeParse(raw);
  if (!result.success) throw validationFailed(issueFields(result.error));
  return result.data;
}
