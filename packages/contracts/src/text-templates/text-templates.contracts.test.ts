import { describe, expect, it } from 'vitest';
import { ZTextTemplateInput, ZTextTemplateUpdate } from './text-templates.contracts.ts';

const issues = (input: unknown) =>
  Object.fromEntries(
    (ZTextTemplateInput.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('ZTextTemplateInput', () => {
  it('requires a subject for e-mails and drops it elsewhere', () => {
    expect(issues({ name: 'Versand', usage: 'emailDocument', body: 'Anbei {{dokument.art}}.' })).toEqual({
      subject: 'Bitte einen Betreff angeben.',
    });
    const intro = ZTextTemplateInput.parse({
      name: ' Einleitung ',
      usage: 'documentIntro',
      subject: 'bleibt nicht',
      body: ' {{kunde.anrede}} ',
    });
    expect(intro).toEqual({
      name: 'Einleitung',
      usage: 'documentIntro',
      subject: null,
      body: '{{kunde.anrede}}',
      is_default: false,
      document_types: [],
    });
  });

  it('document texts are the standard of the types listed; "Standard" alone means every type', () => {
    const parse = (input: object) =>
      ZTextTemplateInput.parse({ name: 'Schluss', usage: 'documentOutro', body: 'Danke.', ...input });
    expect(parse({ document_types: ['invoice', 'quote'] })).toMatchObject({
      is_default: true,
      document_types: ['quote', 'invoice'],
    });
    expect(parse({ is_default: true }).document_types).toHaveLength(8);
    expect(parse({ is_default: true, document_types: [] }).document_types).toContain('creditNote');
    expect(parse({})).toMatchObject({ is_default: false, document_types: [] });
    // Other usages have one standard per usage and no document types.
    expect(
      ZTextTemplateInput.parse({
        name: 'Brief',
        usage: 'letter',
        body: 'Text',
        is_default: true,
        document_types: ['quote'],
      }),
    ).toMatchObject({ is_default: true, document_types: [] });
    expect(issues({ name: 'x', usage: 'documentIntro', body: 'y', document_types: ['fax'] })).toEqual({
      'document_types.0': 'Unbekannte Dokumentart.',
    });
  });

  it('dunning texts are the standard of the Mahnstufen listed, never of a document type', () => {
    const parse = (input: object) =>
      ZTextTemplateInput.safeParse({
        name: 'Mahnung',
        usage: 'dunningIntro',
        body: 'Bitte zahlen Sie {{mahnung.forderung}} bis {{mahnung.frist}}.',
        ...input,
      });
    expect(parse({ document_types: ['dunningLevel3', 'dunningLevel2'] }).data).toMatchObject({
      is_default: true,
      document_types: ['dunningLevel2', 'dunningLevel3'],
    });
    expect(parse({ is_default: true }).data?.document_types).toEqual([
      'dunningLevel1',
      'dunningLevel2',
      'dunningLevel3',
    ]);
    expect(issues({ name: 'M', usage: 'dunningOutro', body: 'Gruß', document_types: ['invoice'] })).toEqual({
      'document_types.0': 'Unbekannte Mahnstufe.',
    });
    expect(
      issues({ name: 'E', usage: 'documentIntro', body: 'Hallo', document_types: ['dunningLevel1'] }),
    ).toEqual({
      'document_types.0': 'Unbekannte Dokumentart.',
    });
    // The notice's figures exist only on a notice: an invoice's intro cannot use them.
    expect(issues({ name: 'E', usage: 'documentIntro', body: 'Gebühr {{mahnung.gebuehr}}' })).toEqual({
      body: 'In „Einleitungstext Dokument“ nicht verfügbar: {{mahnung.gebuehr}}.',
    });
  });

  it('refuses unknown placeholders in subject and body, and a multi-line subject', () => {
    expect(
      issues({
        name: 'Mahnung',
        usage: 'emailReminder',
        subject: 'Mahnung {{dokument.nr}}',
        body: 'Offen: {{dokument.betrag}}',
      }),
    ).toEqual({
      subject: 'Unbekannter Platzhalter: {{dokument.nr}}.',
      body: 'Unbekannter Platzhalter: {{dokument.betrag}}.',
    });
    expect(
      issues({ name: 'Mahnung', usage: 'emailReminder', subject: 'Mahnung\nzweite Zeile', body: 'Text' }),
    ).toEqual({ subject: 'Der Betreff muss in eine Zeile passen.' });
  });

  it('reports field problems and placeholder problems together', () => {
    expect(issues({ name: '', usage: 'letter', body: 'Zu {{dokument.nummer}}' })).toEqual({
      name: 'Bitte einen Namen angeben.',
      body: 'In „Brief“ nicht verfügbar: {{dokument.nummer}}.',
    });
    expect(issues({ name: 'x', usage: 'fax', body: '' })).toEqual({
      usage: 'Bitte eine Verwendung wählen.',
      body: 'Bitte einen Text eingeben.',
    });
  });

  it('the update needs the version', () => {
    const result = ZTextTemplateUpdate.safeParse({ name: 'x', usage: 'letter', body: 'y' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['version']);
  });
});
