import type { TenantSettings } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { loadPdfAssets, renderLetterPdf } from '../../document-output/index.ts';
import { sellerFixture } from '../../../test/renderable-document.fixture.ts';
import { letterPdfView } from '../letter-pdf.ts';

type Drawn = { text: string; font: string; size: number };

describe('letter PDF', () => {
  it('sets the Betreff bold in the size of the text (DIN 5008), not as a large title', async () => {
    const settings = sellerFixture() as unknown as TenantSettings;
    const view = letterPdfView(
      {
        row: {
          subject: 'Ihr Wartungsvertrag',
          letterDate: '2026-03-02',
          addressLines: ['Beispiel Kunde AG', 'Industrieweg 5', '80331 München'],
          yourReference: null,
          yourMessageDate: null,
          ourReference: null,
          contactPerson: null,
        },
        customerNumber: null,
        subject: 'Ihr Wartungsvertrag',
        text: 'Sehr geehrte Frau Schmidt,\n\nanbei der Vertrag.',
      },
      settings,
      null,
      { draft: false, createdAt: new Date('2026-03-02T10:00:00Z') },
    );
    const drawn: Drawn[] = [];
    await renderLetterPdf(view, await loadPdfAssets(), { text: (entry) => drawn.push(entry) });
    const subject = drawn.find((t) => t.text === 'Ihr Wartungsvertrag')!;
    const body = drawn.find((t) => t.text === 'anbei der Vertrag.')!;
    expect(subject.font).toBe('bold');
    expect(body.font).not.toBe('bold');
    expect(subject.size).toBe(body.size);
  });
});
