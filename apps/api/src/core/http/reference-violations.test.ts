import { describe, expect, it } from 'vitest';
import { schemaForeignKeys } from '../../db/foreign-keys.ts';
import { referenceViolation } from './reference-violations.ts';

const constraintOf = (table: string, column: string) =>
  schemaForeignKeys().find((fk) => fk.table === table && fk.columns.includes(column))!.name;

describe('a foreign-key violation as the caller reads it', () => {
  it('names the field and what was not found, in German', () => {
    const error = referenceViolation(constraintOf('documents', 'contact_id'), 'POST');
    expect({ status: error.status, message: error.message, fields: error.fields }).toEqual({
      status: 400,
      message: 'Kontakt nicht gefunden.',
      fields: { contact_id: 'Kontakt nicht gefunden.' },
    });
    expect(referenceViolation(constraintOf('file_links', 'entity_record_id'), 'POST').fields).toEqual({
      entity_id: 'Datensatz nicht gefunden.',
    });
    expect(referenceViolation('documents_lines_article_ref', 'PUT').fields).toEqual({
      lines: 'Artikel nicht gefunden.',
    });
  });

  it('knows the names PostgreSQL stores: cut to 63 bytes', () => {
    const name = constraintOf('sent_emails', 'dunning_notice_id');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(referenceViolation(name, 'POST').fields).toEqual({ dunning_notice_id: 'Mahnung nicht gefunden.' });
  });

  it('on a DELETE it means the record is still in use (409); unknown names reveal nothing', () => {
    expect(referenceViolation(constraintOf('documents', 'customer_id'), 'DELETE')).toMatchObject({
      status: 409,
      message: 'Der Datensatz wird noch verwendet und kann nicht gelöscht werden.',
    });
    const unknown = referenceViolation('some_internal_fk', 'POST');
    expect({ status: unknown.status, message: unknown.message, fields: unknown.fields }).toEqual({
      status: 400,
      message: 'Ein gewählter Datensatz wurde nicht gefunden.',
      fields: undefined,
    });
  });
});
