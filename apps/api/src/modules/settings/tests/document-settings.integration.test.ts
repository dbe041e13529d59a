import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';

const t = useTestAppWithTenant(undefined, 'Kleinbetrieb Muster');
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const load = async (as = token) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/tenant', headers: bearer(as) })).json();
const save = (payload: object, as = token) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/tenant', headers: bearer(as), payload });

describe('document settings of the tenant (Kleinunternehmer, e-invoice format, logo)', () => {
  it('a new tenant charges VAT, sends ZUGFeRD and has no logo', async () => {
    expect(await load()).toMatchObject({
      small_business: false,
      einvoice_format: 'zugferd',
      logo_file_id: null,
    });
  });

  it('saves Kleinunternehmer, the default format and a PNG logo; the history records the change', async () => {
    const logo = await uploadOne(t.app, token, {
      name: 'logo.png',
      type: 'image/png',
      content: samplePng(8, 8),
    });
    const current = await load();
    const res = await save({
      ...current,
      small_business: true,
      einvoice_format: 'xrechnungUbl',
      logo_file_id: logo.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      small_business: true,
      einvoice_format: 'xrechnungUbl',
      logo_file_id: logo.id,
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/historyitems?entity=tenant_settings',
        headers: bearer(token),
      })
    ).json();
    expect(history.items[0].changes).toMatchObject({
      smallBusiness: { from: false, to: true },
      einvoiceFormat: { from: 'zugferd', to: 'xrechnungUbl' },
    });
  });

  it('an older form that does not send the document settings leaves them as they are', async () => {
    const { small_business, einvoice_format, logo_file_id, ...companyOnly } = await load();
    const res = await save({ ...companyOnly, phone: '+49 30 111' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ small_business, einvoice_format, logo_file_id, phone: '+49 30 111' });
  });

  it('removing the logo stores null', async () => {
    const res = await save({ ...(await load()), logo_file_id: null });
    expect(res.json().logo_file_id).toBeNull();
  });

  it('refuses a PDF as logo, an unknown format and another tenant’s file', async () => {
    const pdf = await uploadOne(t.app, token, {
      name: 'briefkopf.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    const current = await load();
    const notAnImage = await save({ ...current, logo_file_id: pdf.id });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().error.fields).toEqual({
      logo_file_id: 'Als Logo eignen sich PNG- und JPEG-Bilder.',
    });

    const badFormat = await save({ ...current, einvoice_format: 'edifact' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.fields.einvoice_format).toBe('Bitte ein Rechnungsformat wählen.');

    const other = await createTestTenant(t.deps, 'Andere Firma');
    const otherToken = await signInAs(t.app, other.admin);
    const theirLogo = await uploadOne(t.app, otherToken, {
      name: 'x.png',
      type: 'image/png',
      content: samplePng(),
    });
    const foreign = await save({ ...current, logo_file_id: theirLogo.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ logo_file_id: 'Das Logo wurde nicht gefunden.' });
    expect(await load()).toEqual(current);
  });
});
