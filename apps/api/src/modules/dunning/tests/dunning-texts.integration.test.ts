import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createFinalizedInvoice, createInvoicingTenant } from './dunning-fixtures.ts';

const t = useTestApp();
let tenant: TestTenant;
let admin: string;
beforeAll(async () => {
  // A tenant of its own: the standard texts set here must not change other tests' letters.
  tenant = await createInvoicingTenant(t.deps);
  admin = await signInAs(t.app, tenant.admin);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

// Invoice of 02.01.2026, 14 days → due 16.01.2026, 1,190.00 € open.
const overdueInvoice = () =>
  createFinalizedInvoice(t.deps, tenant.tenantId, {
    customerKind: 'company',
    documentDate: '2026-01-02',
    paymentTermDays: 14,
    net: '1000.00',
  });

const issue = (documentId: number, body: object) =>
  call('POST', `/api/documents/${documentId}/dunning-notices`, {
    notice_date: '2026-03-17',
    payment_days: 10,
    ...body,
  });

const pdfTextOf = async (documentId: number, noticeId: number) => {
  const pdf = await call('GET', `/api/documents/${documentId}/dunning-notices/${noticeId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
    mergePages: true,
  });
  return (text as string).replace(/\s+/g, ' ');
};

describe('dunning letter texts', () => {
  it('prints the built-in texts of a level while the tenant has chosen none', async () => {
    const invoice = await overdueInvoice();
    const created = await issue(invoice.id, { level: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const notice = created.json();
    expect(notice.text).toBe(
      'Sehr geehrte Damen und Herren,\n\nsicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung ' +
        `${invoice.number} vom 02.01.2026 noch nicht vollständig bezahlt ist. Sie war am 16.01.2026 fällig, ` +
        'offen sind noch 1.190,00 €. Bitte überweisen Sie den Betrag bis zum 27.03.2026.',
    );
    const text = await pdfTextOf(invoice.id, notice.id);
    expect(text).toContain('sicher ist es Ihrer Aufmerksamkeit entgangen');
    expect(text).toContain('betrachten Sie dieses Schreiben bitte als gegenstandslos');
  });

  it("prints the tenant's edited standard of the 1. Mahnung, filled with the notice's figures", async () => {
    const created = await call('POST', '/api/text-templates', {
      name: 'Unsere 1. Mahnung',
      usage: 'dunningIntro',
      document_types: ['dunningLevel2'],
      body:
        '{{kunde.anrede}}\n\nzu {{dokument.art}} {{dokument.nummer}} (fällig am {{dokument.faellig_am}}) sind ' +
        '{{dokument.betrag_offen}} offen. Wir berechnen {{mahnung.gebuehr}} Mahngebühr; bitte zahlen Sie ' +
        '{{mahnung.forderung}} bis {{mahnung.frist}}.',
    });
    expect(created.statusCode, created.body).toBe(201);
    await call('POST', '/api/text-templates', {
      name: 'Unser Mahngruß',
      usage: 'dunningOutro',
      document_types: ['dunningLevel2', 'dunningLevel3'],
      body: 'Mit freundlichen Grüßen aus der Buchhaltung\n{{firma.name}}',
    });

    const invoice = await overdueInvoice();
    const notice = await issue(invoice.id, { level: 2, fee: '2,50' });
    expect(notice.statusCode, notice.body).toBe(201);
    expect(notice.json().text).toBe(
      `Sehr geehrte Damen und Herren,\n\nzu Rechnung ${invoice.number} (fällig am 16.01.2026) sind 1.190,00 € ` +
        'offen. Wir berechnen 2,50 € Mahngebühr; bitte zahlen Sie 1.192,50 € bis 27.03.2026.',
    );
    const text = await pdfTextOf(invoice.id, notice.json().id);
    expect(text).toContain('Wir berechnen 2,50 € Mahngebühr; bitte zahlen Sie 1.192,50 € bis 27.03.2026.');
    expect(text).toContain('Mit freundlichen Grüßen aus der Buchhaltung');
    // The reminder level keeps its own (built-in) closing.
    expect(text).not.toContain('betrachten Sie dieses Schreiben bitte als gegenstandslos');
  });

  it('a Mahnstufe belongs to one standard: giving it to another text takes it from the first', async () => {
    const taken = await call('POST', '/api/text-templates', {
      name: 'Gruß 2. Mahnung',
      usage: 'dunningOutro',
      document_types: ['dunningLevel3'],
      body: 'Hochachtungsvoll\n{{firma.name}}',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const outros = (await call('GET', '/api/text-templates?usage=dunningOutro')).json() as {
      items: { id: number; name: string; document_types: string[] }[];
    };
    const first = outros.items.find((x) => x.name === 'Unser Mahngruß')!;
    expect(first.document_types).toEqual(['dunningLevel2']);

    // „Als Standard“ on a dunning text: the standard of every level (and of no document type).
    const all = await call('POST', `/api/text-templates/${first.id}/default`);
    expect(all.json().document_types).toEqual(['dunningLevel1', 'dunningLevel2', 'dunningLevel3']);
  });

  it('refuses a notice whose text names a fee that is not charged, and changes nothing', async () => {
    const invoice = await overdueInvoice();
    const refused = await issue(invoice.id, { level: 2, fee: '0' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Die Mahnung kann so nicht erstellt werden: Der Platzhalter {{mahnung.gebuehr}} ist leer ' +
        '(im Einleitungstext der Mahnung). Bitte die Angabe ergänzen oder den Text anpassen.',
    );
    expect(refused.json().error.fields).toHaveProperty('text');
    const listed = await call('GET', `/api/documents/${invoice.id}/dunning-notices`);
    expect(listed.json().items).toEqual([]);
    const document = await call('GET', `/api/documents/${invoice.id}`);
    expect(document.json().dunning_level).toBe(0);

    // A text typed for this one notice is filled in too, and checked the same way.
    const typed = await issue(invoice.id, {
      level: 2,
      fee: '0',
      text: 'Bitte zahlen Sie {{mahnung.forderung}} bis {{mahnung.frist}}.',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().text).toBe('Bitte zahlen Sie 1.190,00 € bis 27.03.2026.');
  });

  it('refuses a typed text with a placeholder that does not exist', async () => {
    const invoice = await overdueInvoice();
    const refused = await issue(invoice.id, { level: 1, text: 'Bitte bis {{mahnung.termin}} zahlen.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Der Mahntext enthält Fehler: Unbekannter Platzhalter: {{mahnung.termin}}.',
    );
  });
});
