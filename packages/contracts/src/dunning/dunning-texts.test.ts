import { describe, expect, it } from 'vitest';
import {
  findEmptyPlaceholders,
  findUnknownPlaceholders,
  renderTextTemplate,
} from '../text-templates/index.ts';
import { calculateDunningClaim } from './dunning-claim.ts';
import { dunningLevels } from './dunning-levels.ts';
import { dunningPlaceholderValues } from './dunning-placeholders.ts';
import { builtInDunningText, dunningStandardTexts } from './dunning-texts.ts';

// Open 1,190.00 €, due 16.01.2026, reminded on 17.03.2026 with 10 days to pay.
const claimWith = (fee: string, flatFee = false) =>
  calculateDunningClaim({
    openAmount: '1190.00',
    invoiceDueDate: '2026-01-16',
    noticeDate: '2026-03-17',
    paymentDays: 10,
    customerKind: 'company',
    fee,
    flatFee,
    chargeInterest: false,
  });

describe('dunning placeholders', () => {
  it('fill in level, dates and the claim in German format', () => {
    expect(dunningPlaceholderValues(2, '2026-03-17', claimWith('2.50'))).toEqual({
      'mahnung.stufe': '1. Mahnung',
      'mahnung.datum': '17.03.2026',
      'mahnung.frist': '27.03.2026',
      'mahnung.gebuehr': '2,50 €',
      'mahnung.gebuehr_hinweis': 'Darin enthalten ist eine Mahngebühr von 2,50 €.',
      'mahnung.zinsen': '',
      'mahnung.forderung': '1.192,50 €',
    });
  });

  it('leave the fee empty when none is charged, and name the flat fee when it is', () => {
    const free = dunningPlaceholderValues(2, '2026-03-17', claimWith('0.00'));
    expect(free['mahnung.gebuehr']).toBe('');
    expect(free['mahnung.gebuehr_hinweis']).toBe('');
    // A text that names the fee cannot go out without one; the fee sentence simply falls away.
    expect(findEmptyPlaceholders('Gebühr: {{mahnung.gebuehr}}. {{mahnung.gebuehr_hinweis}}', free)).toEqual([
      'mahnung.gebuehr',
    ]);
    expect(
      dunningPlaceholderValues(2, '2026-03-17', claimWith('0.00', true))['mahnung.gebuehr_hinweis'],
    ).toBe('Darin enthalten ist die Verzugspauschale von 40,00 € nach § 288 Abs. 5 BGB.');
    expect(
      dunningPlaceholderValues(2, '2026-03-17', claimWith('5.00', true))['mahnung.gebuehr_hinweis'],
    ).toBe('Darin enthalten sind Mahngebühr und Verzugspauschale von zusammen 45,00 €.');
  });
});

describe('standard dunning texts', () => {
  it('have an intro and a closing for every level, using only placeholders a dunning text offers', () => {
    for (const level of dunningLevels) {
      for (const usage of ['dunningIntro', 'dunningOutro'] as const) {
        const owners = dunningStandardTexts.filter((t) => t.usage === usage && t.levels.includes(level));
        expect(owners).toHaveLength(1);
        expect(findUnknownPlaceholders(builtInDunningText(usage, level), usage)).toEqual([]);
      }
    }
  });

  it('escalate: a friendly reminder, the fee in the 1. Mahnung, a last deadline and next steps after', () => {
    const values = {
      'kunde.anrede': 'Sehr geehrte Frau Müller,',
      'dokument.art': 'Rechnung',
      'dokument.nummer': 'RE-2026-00007',
      ...dunningPlaceholderValues(3, '2026-03-17', claimWith('5.00')),
    };
    const reminder = renderTextTemplate(builtInDunningText('dunningIntro', 1), values);
    expect(reminder).toMatch(/^Sehr geehrte Frau Müller,\n\nsicher ist es Ihrer Aufmerksamkeit entgangen/);
    expect(reminder).not.toContain('gerichtlich');
    const first = renderTextTemplate(builtInDunningText('dunningIntro', 2), values);
    expect(first).toContain('Darin enthalten ist eine Mahngebühr von 5,00 €.');
    const second = renderTextTemplate(builtInDunningText('dunningIntro', 3), values);
    expect(second).toContain('bis spätestens 27.03.2026');
    expect(second).toContain('gerichtliche Mahnverfahren');
  });
});
