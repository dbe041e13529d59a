import { describe, expect, it } from 'vitest';
import { fillPath, queryString } from './contract-url.ts';

describe('fillPath', () => {
  it('puts every parameter into its segment', () => {
    expect(fillPath('/api/documents/:id/files/:kind', { id: 7, kind: 'pdf' })).toBe(
      '/api/documents/7/files/pdf',
    );
    expect(fillPath('/api/documents/:id/payments/:paymentId', { id: '3', paymentId: 12 })).toBe(
      '/api/documents/3/payments/12',
    );
  });

  it('encodes a value so it stays one segment and cannot reach another endpoint', () => {
    expect(
      fillPath('/api/files/:id/links/:entity/:entity_id', { id: 1, entity: 'a/b?c#d', entity_id: 'Ä ö' }),
    ).toBe('/api/files/1/links/a%2Fb%3Fc%23d/%C3%84%20%C3%B6');
    expect(fillPath('/api/number-ranges/:key', { key: '..' })).toBe('/api/number-ranges/%2E%2E');
    expect(fillPath('/api/number-ranges/:key', { key: '.' })).toBe('/api/number-ranges/%2E');
    expect(fillPath('/api/number-ranges/:key', { key: 'a..b' })).toBe('/api/number-ranges/a..b');
  });

  it('refuses a missing or empty parameter instead of calling the list endpoint', () => {
    expect(() => fillPath('/api/roles/:id', {})).toThrow(
      'The path parameter "id" of /api/roles/:id is missing.',
    );
    expect(() => fillPath('/api/roles/:id', { id: '' })).toThrow('missing');
    expect(fillPath('/api/roles')).toBe('/api/roles');
  });
});

describe('queryString', () => {
  it('encodes values, leaves out undefined, null and empty text, keeps false and 0', () => {
    expect(queryString({ q: 'Müller & Söhne', limit: 50, archived: undefined, cursor: null })).toBe(
      '?q=M%C3%BCller+%26+S%C3%B6hne&limit=50',
    );
    expect(queryString({ offset: 0, active: false, q: '' })).toBe('?offset=0&active=false');
  });

  it('sends a list as repeated keys', () => {
    expect(queryString({ type: ['invoice', 'offer'], limit: 5 })).toBe('?type=invoice&type=offer&limit=5');
  });

  it('is empty without values', () => {
    expect(queryString()).toBe('');
    expect(queryString({ q: undefined })).toBe('');
  });

  it('refuses an object, which would arrive as "[object Object]"', () => {
    expect(() => queryString({ filter: { city: 'Kiel' } })).toThrow('The query value "filter" must be text');
  });
});
