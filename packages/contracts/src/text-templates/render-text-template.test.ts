import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeEmptyPlaceholders,
  describePlaceholderProblems,
  findEmptyPlaceholders,
  findUnknownPlaceholders,
  renderTextTemplate,
  tokenizeTextTemplate,
} from './render-text-template.ts';
import { placeholderCatalog, sampleValues } from './text-template-placeholders.ts';

describe('renderTextTemplate', () => {
  it('fills placeholders, tolerating whitespace inside the braces', () => {
    expect(
      renderTextTemplate('{{kunde.anrede}}\nIhre Rechnung {{ dokument.nummer }} vom {{dokument.datum  }}.', {
        'kunde.anrede': 'Sehr geehrte Frau Müller,',
        'dokument.nummer': 'RE-2026-00042',
        'dokument.datum': '21.11.2026',
      }),
    ).toBe('Sehr geehrte Frau Müller,\nIhre Rechnung RE-2026-00042 vom 21.11.2026.');
  });

  it('renders a missing, null or unknown value as nothing', () => {
    expect(
      renderTextTemplate('A{{kunde.name}}B{{dokument.nummer}}C{{gibt.es_nicht}}D', {
        'dokument.nummer': null,
      }),
    ).toBe('ABCD');
  });

  it('inserts values as plain text: no escaping, no second pass, no $-patterns', () => {
    const values = { 'kunde.name': '<b>Müller & Söhne</b> $& $1 {{heute}}', heute: '21.11.2026' };
    expect(renderTextTemplate('Kunde: {{kunde.name}}', values)).toBe(
      'Kunde: <b>Müller & Söhne</b> $& $1 {{heute}}',
    );
  });

  it('leaves text with single braces and unclosed placeholders as it is', () => {
    expect(renderTextTemplate('{kunde.name} und {{kunde.name', sampleValues)).toBe(
      '{kunde.name} und {{kunde.name',
    );
  });

  it('uses the same placeholder several times', () => {
    expect(renderTextTemplate('{{heute}}/{{heute}}', { heute: '01.12.2026' })).toBe('01.12.2026/01.12.2026');
  });

  it('property: equals the concatenation of its text parts and the values', () => {
    const names = placeholderCatalog.map((p) => p.name);
    const plain = fc.string().filter((s) => !s.includes('{') && !s.includes('}'));
    const part = fc.oneof(
      plain.map((text) => ({ text })),
      fc.record({ name: fc.constantFrom(...names), pad: fc.constantFrom('', ' ', '  ') }),
    );
    const values = fc.dictionary(fc.constantFrom(...names), plain);
    fc.assert(
      fc.property(fc.array(part), values, (parts, vals) => {
        const template = parts.map((p) => ('text' in p ? p.text : `{{${p.pad}${p.name}${p.pad}}}`)).join('');
        const expected = parts.map((p) => ('text' in p ? p.text : (vals[p.name] ?? ''))).join('');
        expect(renderTextTemplate(template, vals)).toBe(expected);
        expect(findUnknownPlaceholders(template)).toEqual([]);
      }),
    );
  });
});

describe('tokenizeTextTemplate', () => {
  it('keeps the offsets of placeholders', () => {
    expect(tokenizeTextTemplate('Hallo {{ kunde.name }}!')).toEqual([
      { kind: 'text', text: 'Hallo ', index: 0 },
      { kind: 'placeholder', name: 'kunde.name', raw: '{{ kunde.name }}', index: 6 },
      { kind: 'text', text: '!', index: 22 },
    ]);
  });
});

describe('findUnknownPlaceholders', () => {
  it('flags an unknown placeholder with its position', () => {
    expect(findUnknownPlaceholders('Hallo {{kunde.name}},\nRechnung {{ dokument.numer }}')).toEqual([
      {
        name: 'dokument.numer',
        raw: '{{ dokument.numer }}',
        index: 31,
        line: 2,
        column: 10,
        reason: 'unknown',
      },
    ]);
  });

  it('accepts every catalog placeholder, also with whitespace inside the braces', () => {
    const all = placeholderCatalog.map((p) => `{{ ${p.name} }}`).join(' ');
    // A dunning text offers every group (its notice has the `mahnung.*` values too).
    expect(findUnknownPlaceholders(all, 'dunningIntro')).toEqual([]);
  });

  it('is case-sensitive: {{Kunde.Name}} is not {{kunde.name}}', () => {
    expect(findUnknownPlaceholders('{{Kunde.Name}}').map((p) => p.reason)).toEqual(['unknown']);
  });

  it('flags placeholders of a group the usage does not offer', () => {
    const problems = findUnknownPlaceholders('Zu {{dokument.nummer}} am {{heute}}', 'letter');
    expect(problems.map((p) => [p.name, p.reason])).toEqual([['dokument.nummer', 'notAvailable']]);
    expect(findUnknownPlaceholders('Zu {{dokument.nummer}}', 'documentIntro')).toEqual([]);
  });

  it('flags an opened but never closed placeholder and an empty one', () => {
    const problems = findUnknownPlaceholders('A {{kunde.name} B {{}} C {{heute}}');
    expect(problems.map((p) => [p.raw, p.reason, p.column])).toEqual([
      ['{{kunde.name', 'unclosed', 3],
      ['{{}}', 'unknown', 19],
    ]);
  });

  it('says what is wrong in German, each placeholder once', () => {
    const text = '{{kunde.nam}} {{kunde.nam}} {{firma.fax}} {{dokument.nummer}} {{heute';
    expect(describePlaceholderProblems(findUnknownPlaceholders(text, 'letter'), 'letter')).toBe(
      'Unbekannte Platzhalter: {{kunde.nam}}, {{firma.fax}}. In „Brief“ nicht verfügbar: {{dokument.nummer}}. ' +
        'Nicht geschlossen (es fehlt „}}“): {{heute.',
    );
    expect(describePlaceholderProblems(findUnknownPlaceholders('{{x}}'))).toBe(
      'Unbekannter Platzhalter: {{x}}.',
    );
  });
});

describe('findEmptyPlaceholders', () => {
  it('names each known placeholder that would print as nothing, once', () => {
    const text =
      'Bitte überweisen Sie {{dokument.betrag_zahlbar}} bis zum {{dokument.faellig_am}} ({{dokument.faellig_am}}).';
    expect(
      findEmptyPlaceholders(text, { 'dokument.betrag_zahlbar': '722,33 €', 'dokument.faellig_am': ' ' }),
    ).toEqual(['dokument.faellig_am']);
    expect(findEmptyPlaceholders(text, sampleValues)).toEqual([]);
    // Unknown names are the editor's business (refused on saving), not "empty".
    expect(findEmptyPlaceholders('{{gibt.es_nicht}}', {})).toEqual([]);
  });

  it('says in German which placeholder is empty and in which text', () => {
    expect(describeEmptyPlaceholders(['dokument.faellig_am'], 'Schlusstext')).toBe(
      'Der Platzhalter {{dokument.faellig_am}} ist leer (im Schlusstext). Bitte die Angabe ergänzen oder den Text anpassen.',
    );
    expect(describeEmptyPlaceholders(['kunde.nummer', 'firma.iban'], 'Einleitungstext')).toBe(
      'Die Platzhalter {{kunde.nummer}}, {{firma.iban}} sind leer (im Einleitungstext). Bitte die Angaben ergänzen oder den Text anpassen.',
    );
  });
});
