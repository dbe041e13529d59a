import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, letters } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { dbErrorOf } from '../../../test/db-error.ts';
import {
  createCustomer,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { smtpSettingsOf, startAuthSmtpPeer, type AuthSmtpPeer } from '../../../test/smtp-auth-peer.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { sha256Hex } from '../../document-output/index.ts';

const t = useTestAppWithTenant(undefined, 'Muster Software GmbH');
let call: Call;
let peer: AuthSmtpPeer;

beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  call = await signedInCaller(t.app, t.tenant.admin);
  await setSellerData(t.deps, t.tenant.tenantId);
  const account = await call('POST', '/api/email-accounts', {
    name: 'Büro',
    from_name: 'Muster Software GmbH',
    from_address: 'buero@muster-software.de',
    ...smtpSettingsOf(peer),
  });
  expect(account.statusCode, account.body).toBe(201);
});
afterAll(() => peer?.close());

const pdfText = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { pages: text as string[], totalPages };
};

const letterBody = (recipientId: number, overrides: Record<string, unknown> = {}) => ({
  recipient_type: 'customers',
  recipient_id: recipientId,
  subject: 'Wartungstermin für {{kunde.name}}',
  letter_date: '2026-11-20',
  body: '{{kunde.anrede}}\n\nwie besprochen kommen wir am 03.12.2026 zur Wartung.\n\nMit freundlichen Grüßen\n{{firma.name}}',
  your_reference: 'AB-17',
  your_message_date: '2026-11-12',
  our_reference: 'WA/2026',
  contact_person: 'Dana Demo',
  ...overrides,
});

async function createLetter(body: Record<string, unknown>) {
  const res = await call('POST', '/api/letters', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const bytesOf = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return new Uint8Array(res.rawPayload);
};

describe('letters (/api/letters)', () => {
  it('takes the address over from the customer, fills the placeholders and prints a DIN 5008 letter', async () => {
    const customer = await createCustomer(call, {
      company_name: 'Heizungsbau Krause KG',
      street: 'Lindenallee 7',
      zip: '04109',
      city: 'Leipzig',
    });
    const letter = await createLetter(letterBody(customer.id));
    expect(letter).toMatchObject({
      status: 'draft',
      recipient_name: 'Heizungsbau Krause KG',
      address_lines: ['Heizungsbau Krause KG', 'Lindenallee 7', '04109 Leipzig'],
      file_id: null,
    });

    const { pages, totalPages } = await pdfText(await bytesOf(`/api/letters/${letter.id}/preview`));
    expect(totalPages).toBe(1);
    const page = pages[0]!;
    // Address window with return line, information block, subject and text with placeholders filled in.
    expect(page).toContain('Muster Software GmbH · Hauptstraße 1 · 10115 Berlin');
    expect(page).toMatch(/Heizungsbau Krause KG\s+Lindenallee 7\s+04109 Leipzig/);
    expect(page).toContain('Ihr Zeichen');
    expect(page).toContain('AB-17');
    expect(page).toContain('12.11.2026');
    expect(page).toContain('Datum');
    expect(page).toContain('20.11.2026');
    expect(page).toContain('Wartungstermin für Heizungsbau Krause KG');
    expect(page).toContain('Sehr geehrte Damen und Herren,');
    expect(page).not.toContain('{{');
    expect(page).toContain('ENTWURF');

    // An address of its own for this letter only; the record keeps its own.
    const edited = await call('PUT', `/api/letters/${letter.id}`, {
      ...letterBody(customer.id),
      address_lines: ['Heizungsbau Krause KG', 'Frau Krause persönlich', 'Postfach 1234', '04001 Leipzig'],
      version: letter.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().address_lines[1]).toBe('Frau Krause persönlich');
    const again = (await pdfText(await bytesOf(`/api/letters/${letter.id}/preview`))).pages[0]!;
    expect(again).toMatch(/Frau Krause persönlich\s+Postfach 1234\s+04001 Leipzig/);
  });

  it('refuses unknown placeholders, another type’s record and a stale version, changing nothing', async () => {
    const customer = await createCustomer(call);
    const unknown = await call(
      'POST',
      '/api/letters',
      letterBody(customer.id, { body: 'Hallo {{dokument.nummer}}' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.body).toContain('{{dokument.nummer}}');
    const wrongType = await call(
      'POST',
      '/api/letters',
      letterBody(customer.id, { recipient_type: 'vendors' }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.recipient_id).toBe('Der Empfänger wurde nicht gefunden.');

    const letter = await createLetter(letterBody(customer.id));
    expect(
      (
        await call('PUT', `/api/letters/${letter.id}`, {
          ...letterBody(customer.id),
          version: letter.version,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/api/letters/${letter.id}`, {
      ...letterBody(customer.id, { subject: 'Zu spät' }),
      version: letter.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/letters/${letter.id}`)).json().subject).not.toBe('Zu spät');
  });

  it('finalizing archives the PDF with its SHA-256 for 6 years; the database refuses any change', async () => {
    const customer = await createCustomer(call, {
      company_name: 'Archiv Test GmbH',
      email: 'post@archiv-test.de',
    });
    const draft = await createLetter(letterBody(customer.id));
    const finalized = await call('POST', `/api/letters/${draft.id}/finalize`, { version: draft.version });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const letter = finalized.json();
    const year = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 4));
    expect(letter).toMatchObject({
      status: 'finalized',
      subject: 'Wartungstermin für Archiv Test GmbH',
      retention_until: `${year + 6}-12-31`,
      pdf_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      file_id: expect.any(Number),
    });
    expect(letter.rendered_body).toContain('Sehr geehrte Damen und Herren,');

    const pdf = await bytesOf(`/api/letters/${letter.id}/pdf`);
    expect(sha256Hex(pdf)).toBe(letter.pdf_sha256);
    const [fileRow] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(files).where(eq(files.id, letter.file_id)),
    );
    expect(fileRow).toMatchObject({ sha256: letter.pdf_sha256, mimeType: 'application/pdf' });
    const text = (await pdfText(pdf)).pages[0]!;
    expect(text).toContain('Archiv Test GmbH');
    expect(text).toContain('20.11.2026');
    expect(text).not.toContain('ENTWURF');

    // The API refuses, and so does the database itself.
    expect(
      (
        await call('PUT', `/api/letters/${letter.id}`, {
          ...letterBody(customer.id),
          version: letter.version,
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(409);
    const refusedUpdate = await dbErrorOf(
      withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
        tx.update(letters).set({ body: 'nachträglich geändert' }).where(eq(letters.id, letter.id)),
      ),
    );
    expect(refusedUpdate).toContain('Festgeschriebene Briefe sind unveränderlich.');
    const refusedDelete = await dbErrorOf(
      withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.delete(letters).where(eq(letters.id, letter.id))),
    );
    expect(refusedDelete).toContain('Festgeschriebene Briefe können nicht gelöscht werden');
    // The archived file cannot be deleted while the letter names it.
    expect((await call('DELETE', `/api/files/${letter.file_id}`)).statusCode).not.toBe(200);
    expect(sha256Hex(await bytesOf(`/api/letters/${letter.id}/pdf`))).toBe(letter.pdf_sha256);

    // Printing and sending are recorded afterwards.
    const printed = await call('POST', `/api/letters/${letter.id}/printed`, { version: letter.version });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().printed_at).not.toBeNull();
    const sent = await call('POST', `/api/letters/${letter.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().emailed_at).not.toBeNull();
    const mail = peer.messages.find((m) => m.recipients.includes('post@archiv-test.de'));
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(sha256Hex(new Uint8Array(mail!.attachments[0]!.bytes))).toBe(letter.pdf_sha256);
  });

  it('a refused delivery answers with the server’s reason and leaves the letter unsent', async () => {
    const customer = await createCustomer(call, { email: 'gibt-es-nicht@beispiel.de' });
    const draft = await createLetter(letterBody(customer.id));
    const letter = (
      await call('POST', `/api/letters/${draft.id}/finalize`, { version: draft.version })
    ).json();
    peer.refuse.add('gibt-es-nicht@beispiel.de');
    const res = await call('POST', `/api/letters/${letter.id}/send`, {});
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'Die E-Mail wurde nicht versendet. Der Server hat die E-Mail abgelehnt.',
    );
    expect((await call('GET', `/api/letters/${letter.id}`)).json().emailed_at).toBeNull();
    // A draft cannot be sent or marked printed.
    const other = await createLetter(letterBody(customer.id));
    expect((await call('POST', `/api/letters/${other.id}/send`, {})).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/letters/${other.id}/printed`, { version: other.version })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/letters/${other.id}`)).statusCode).toBe(200);
  });

  it('a serial letter writes one finalized letter per filtered customer and one combined PDF', async () => {
    const names = ['Serienkunde Alpha GmbH', 'Serienkunde Beta GmbH', 'Serienkunde Gamma GmbH'];
    for (const name of names) await createCustomer(call, { company_name: name });
    await createCustomer(call, { company_name: 'Niemand Sonst AG' });
    const res = await call('POST', '/api/letters/series', {
      subject: 'Neue Öffnungszeiten',
      letter_date: '2026-11-24',
      body: '{{kunde.anrede}}\n\nab Januar sind wir für {{kunde.name}} auch samstags da.\n\n{{firma.name}}',
      customer_q: 'Serienkunde',
    });
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series).toMatchObject({ letter_count: 3, page_count: 3 });
    expect(series.letter_ids).toHaveLength(3);

    const combined = await bytesOf(`/api/letters/series/${series.id}/pdf`);
    expect(sha256Hex(combined)).toBe(series.pdf_sha256);
    const { pages, totalPages } = await pdfText(combined);
    expect(totalPages).toBe(3);
    expect(pages.map((page) => names.find((name) => page.includes(`für ${name} auch samstags`)))).toEqual(
      names,
    );

    for (const id of series.letter_ids) {
      const letter = (await call('GET', `/api/letters/${id}`)).json();
      expect(letter).toMatchObject({ status: 'finalized', series_id: series.id });
      const own = await bytesOf(`/api/letters/${id}/pdf`);
      expect(sha256Hex(own)).toBe(letter.pdf_sha256);
      expect((await pdfText(own)).pages[0]).toContain(`für ${letter.recipient_name} auch samstags`);
    }
    const empty = await call('POST', '/api/letters/series', {
      subject: 'x',
      letter_date: '2026-11-24',
      body: 'x',
      customer_q: 'gibt es nicht xyz',
    });
    expect(empty.statusCode).toBe(400);
  });
});
