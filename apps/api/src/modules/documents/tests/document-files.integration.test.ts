import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentArchive } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  createCustomer,
  createDraft,
  createFinalized,
  draft,
  setSellerData,
  signedInCaller,
  type Call,
} from '../../../test/document-test-helpers.ts';

const t = useTestAppWithTenant();
let call: Call;
let customer: { id: number };
beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId, { einvoiceFormat: 'zugferd' });
  call = await signedInCaller(t.app, t.tenant.admin);
  customer = await createCustomer(call, { einvoice_format: 'tenantDefault' });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('archived files', () => {
  it('archives the PDF and the e-invoices at finalizing and hands out exactly those bytes', async () => {
    const doc = await createFinalized(call, draft(customer.id));
    const archive = doc.archive as { kind: string; filename: string; sha256: string; size: number }[];
    expect(archive.map((a) => a.kind)).toContain('pdf');
    expect(archive.map((a) => a.kind)).toContain('zugferd');
    expect(doc.buyer).toMatchObject({ einvoice_format: 'zugferd' });

    const pdfEntry = archive.find((a) => a.kind === 'pdf')!;
    const pdf = await call('GET', `/api/documents/${doc.id}/files/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment;');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(pdfEntry.filename));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(pdf.rawPayload)).toBe(pdfEntry.sha256);
    expect(pdf.rawPayload.length).toBe(pdfEntry.size);

    const inline = await call('GET', `/api/documents/${doc.id}/files/pdf?disposition=inline`);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);

    // The preview of a finalized document is the archived PDF, never a new rendering.
    const preview = await call('GET', `/api/documents/${doc.id}/preview`);
    expect(sha256(preview.rawPayload)).toBe(pdfEntry.sha256);
  });

  it('answers 304 for bytes the browser has, and says so when the store lost them', async () => {
    const doc = await createFinalized(call, draft(customer.id));
    const url = `/api/documents/${doc.id}/files/pdf`;
    const first = await call('GET', url);
    const pdfEntry = (doc.archive as { kind: string; sha256: string }[]).find((a) => a.kind === 'pdf')!;
    expect(first.headers.etag).toBe(`"${pdfEntry.sha256}"`);

    const headers = bearer(await signInAs(t.app, t.tenant.admin));
    const cached = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const [row] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx
        .select({ blobKey: documentArchive.blobKey })
        .from(documentArchive)
        .where(and(eq(documentArchive.documentId, doc.id), eq(documentArchive.kind, 'pdf'))),
    );
    await t.deps.blobStore.delete(row!.blobKey);
    const lost = await call('GET', url);
    expect(lost.statusCode).toBe(404);
    expect(lost.json().error.message).toBe(
      'Die archivierte Datei fehlt im Speicher. Bitte wenden Sie sich an den Administrator.',
    );
  });

  it('renders a draft preview and has no archived files for it', async () => {
    const created = await createDraft(call, draft(customer.id));
    const preview = await call('GET', `/api/documents/${created.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(preview.headers['cache-control']).toBe('no-store');
    const file = await call('GET', `/api/documents/${created.id}/files/pdf`);
    expect(file.statusCode).toBe(404);
    expect(file.json().error.message).toBe('Zu diesem Dokument gibt es diese Datei nicht.');
  });

  it('re-validates the archived e-invoice of a finalized invoice', async () => {
    const doc = await createFinalized(call, draft(customer.id));
    const response = await call('GET', `/api/documents/${doc.id}/validation`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true, format: 'zugferd' });
    const quote = await createFinalized(call, draft(customer.id, { type: 'quote' }));
    const none = await call('GET', `/api/documents/${quote.id}/validation`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Zu diesem Dokument gibt es keine E-Rechnung.');
  });
});
