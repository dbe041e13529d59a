import { describe, expect, it } from 'vitest';
import { builtinFormTemplates } from './builtin-form-templates.ts';
import { validateFormAnswers } from './form-answers.ts';
import { ZFormFields } from './forms.schemas.ts';

const { fields } = builtinFormTemplates.regiebericht;
const signature = 'data:image/png;base64,iVBORw0KGgo=';

describe('validateFormAnswers', () => {
  it('lets a draft leave required fields empty but not signing', () => {
    expect(validateFormAnswers(fields, {}, 'draft')).toEqual({});
    expect(validateFormAnswers(fields, {}, 'sign')).toEqual({
      datum: '„Datum“ ist ein Pflichtfeld.',
      mitarbeiter: '„Mitarbeiter“ ist ein Pflichtfeld.',
      stunden: '„Stunden“ ist ein Pflichtfeld.',
      beschreibung: '„Beschreibung der Arbeiten“ ist ein Pflichtfeld.',
      unterschrift_auftraggeber: '„Unterschrift Auftraggeber“: Bitte unterschreiben.',
    });
  });

  it('accepts a complete report and refuses wrong types and unknown fields', () => {
    const complete = {
      datum: '2026-11-26',
      mitarbeiter: 'Ali, Ben',
      stunden: 7.5,
      beschreibung: 'Leitungen verlegt',
      unterschrift_auftraggeber: signature,
    };
    expect(validateFormAnswers(fields, complete, 'sign')).toEqual({});
    expect(
      validateFormAnswers(
        fields,
        {
          ...complete,
          datum: '2026-02-30',
          stunden: '7',
          fotos: [0],
          extra: 1,
          unterschrift_auftraggeber: 'x',
        },
        'draft',
      ),
    ).toEqual({
      datum: 'Bitte ein gültiges Datum angeben.',
      stunden: 'Bitte eine Zahl eingeben.',
      fotos: 'Bitte gültige Fotos wählen.',
      extra: 'Dieses Feld gibt es im Formular nicht.',
      unterschrift_auftraggeber: 'Die Unterschrift ist ungültig. Bitte erneut unterschreiben.',
    });
  });

  it('the built-in templates pass the template rules themselves', () => {
    for (const template of Object.values(builtinFormTemplates)) {
      expect(ZFormFields.safeParse(template.fields).success).toBe(true);
    }
  });
});
