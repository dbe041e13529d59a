import { entityInputSchema } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import type { ExistingRecord } from '../../entities/index.ts';
import type { ConvertedRow } from './convert-rows.ts';
import { resolveColumns } from './import-columns.ts';
import { planRows, totalsOf, type ImportMatches } from './plan-rows.ts';

const headers = ['Kundennummer', 'Firma', 'Nachname', 'E-Mail', 'Ort'];
const columns = resolveColumns(
  'customers',
  headers,
  ['number', 'company_name', 'last_name', 'email', 'city'],
  [],
);
const context = { type: 'customers' as const, customFields: [], columns };

const row = (
  line: number,
  values: Partial<Record<'number' | 'company_name' | 'last_name' | 'email' | 'city', string>>,
) => {
  const { number = null, ...data } = values;
  const given = new Set<string>(Object.keys(data).map((k) => `data.${k}`));
  if (number) given.add('number');
  return { line, number, data, custom: {}, errors: [], given } satisfies ConvertedRow;
};

const stored = (id: number, number: string, data: Record<string, unknown>): ExistingRecord => {
  const input = entityInputSchema('customers').parse({
    number,
    data: {
      kind: 'company',
      country: 'DE',
      vat_treatment: 'standard',
      einvoice_format: 'tenantDefault',
      ...data,
    },
  });
  return { id, number, name: String(data.company_name), data: input.data, custom: input.custom, version: 3 };
};

const noMatches: ImportMatches = { byNumber: new Map(), byEmail: new Map() };

describe('planRows', () => {
  it('marks new rows, fills defaults and validates with the entity schema', () => {
    const [ok, bad] = planRows(
      context,
      [row(2, { company_name: 'Müller GmbH', city: 'Köln' }), row(3, { email: 'kaputt@' })],
      noMatches,
    );
    expect(ok).toMatchObject({ line: 2, status: 'new', name: 'Müller GmbH', errors: [] });
    expect(ok!.input!.data).toMatchObject({
      kind: 'company',
      country: 'DE',
      payment_term_days: 14,
      city: 'Köln',
    });
    expect(bad).toMatchObject({ line: 3, status: 'error', input: null });
    expect(bad!.errors).toEqual([
      { column: 'Firma', message: 'Bitte Firmenname angeben.' },
      { column: 'E-Mail', message: 'E-Mail: keine gültige E-Mail-Adresse.' },
    ]);
  });

  it('treats a row with a last name but no company as a private person', () => {
    const [person] = planRows(context, [row(2, { last_name: 'Schmidt' })], noMatches);
    expect(person).toMatchObject({ status: 'new', name: 'Schmidt' });
    expect(person!.input!.data.kind).toBe('person');
  });

  it('matches by number, else by e-mail; unchanged unless a value differs', () => {
    const known = stored(7, 'K-1', { company_name: 'Alt GmbH', email: 'alt@example.de', city: 'Bonn' });
    const matches: ImportMatches = {
      byNumber: new Map([['K-1', known]]),
      byEmail: new Map([['alt@example.de', [known]]]),
    };
    const [same] = planRows(
      context,
      [row(2, { number: 'K-1', company_name: 'Alt GmbH', city: 'Bonn' })],
      matches,
    );
    expect(same).toMatchObject({ status: 'unchanged', matched_id: 7, changes: [] });
    const [moved] = planRows(context, [row(2, { email: 'ALT@example.de', city: 'Kiel' })], matches);
    expect(moved).toMatchObject({ status: 'update', matched_id: 7, number: 'K-1', changes: ['Ort'] });
    expect(moved!.input!.data).toMatchObject({ company_name: 'Alt GmbH', city: 'Kiel' });
    // A number the tenant does not have is a new record, even with a known e-mail.
    const [other] = planRows(
      context,
      [row(2, { number: 'K-2', company_name: 'Neu', email: 'alt@example.de' })],
      matches,
    );
    expect(other).toMatchObject({ status: 'new', matched_id: null });
  });

  it('refuses rows that mean the same record twice', () => {
    const known = stored(7, 'K-1', { company_name: 'Alt GmbH', email: 'alt@example.de' });
    const matches: ImportMatches = {
      byNumber: new Map([['K-1', known]]),
      byEmail: new Map([['alt@example.de', [known]]]),
    };
    const planned = planRows(
      context,
      [
        row(2, { number: 'K-9', company_name: 'A' }),
        row(3, { company_name: 'B', email: 'b@example.de' }),
        row(4, { number: 'K-9', company_name: 'C' }),
        row(5, { company_name: 'D', email: 'B@example.de' }),
        row(6, { number: 'K-1', company_name: 'Alt GmbH' }),
        row(7, { company_name: 'Alt GmbH', email: 'alt@example.de' }),
        row(8, { company_name: 'E', email: 'e@example.de' }),
      ],
      matches,
    );
    expect(planned.map((p) => [p.line, p.status, p.errors.map((e) => `${e.column}: ${e.message}`)])).toEqual([
      [2, 'error', ['Kundennummer: Doppelt in Zeile 2 und 4.']],
      [3, 'error', ['E-Mail: Doppelt in Zeile 3 und 5.']],
      [4, 'error', ['Kundennummer: Doppelt in Zeile 2 und 4.']],
      [5, 'error', ['E-Mail: Doppelt in Zeile 3 und 5.']],
      [6, 'error', ['null: Doppelt in Zeile 6 und 7.']],
      [7, 'error', ['null: Doppelt in Zeile 6 und 7.']],
      [8, 'new', []],
    ]);
    expect(totalsOf(planned)).toEqual({ total: 7, new: 1, update: 0, unchanged: 0, error: 6 });
  });

  it('refuses an e-mail that several existing records share', () => {
    const a = stored(1, 'K-1', { company_name: 'A', email: 'x@example.de' });
    const b = stored(2, 'K-2', { company_name: 'B', email: 'x@example.de' });
    const matches: ImportMatches = { byNumber: new Map(), byEmail: new Map([['x@example.de', [a, b]]]) };
    const [planned] = planRows(context, [row(2, { company_name: 'A', email: 'x@example.de' })], matches);
    expect(planned!.errors).toEqual([
      {
        column: 'E-Mail',
        message:
          'Mehrere vorhandene Kunden haben die E-Mail-Adresse x@example.de. Bitte die Kundennummer angeben.',
      },
    ]);
  });
});
