// Writes receipt-photo.jpg: a paper invoice of a small German shop as a phone photographs it
// (slightly turned, uneven light, JPEG). Drawn by Chromium from the HTML below, so the truth is
// known exactly (see RECEIPT_PHOTO_TRUTH). Run from the repository root:
//   npx tsx packages/incoming-invoices/test-fixtures/make-receipt-photo.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.ts';

const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1240px; height: 1750px; background: radial-gradient(circle at 30% 20%, #8a8478, #5b564d); }
  .paper { position: absolute; left: 70px; top: 60px; width: 1100px; height: 1620px; padding: 70px 80px;
    box-sizing: border-box; background: linear-gradient(160deg, #fbfaf6 0%, #eeebe3 70%, #e2ded4 100%);
    transform: rotate(-0.7deg); box-shadow: 8px 12px 30px rgba(0,0,0,.45);
    font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 27px; color: #1d1d1f; filter: blur(0.5px); }
  h1 { font-size: 40px; margin: 0 0 4px; } .small { font-size: 21px; color: #333; }
  table { width: 100%; border-collapse: collapse; margin-top: 26px; }
  td, th { padding: 7px 4px; text-align: left; } th { border-bottom: 2px solid #333; }
  .r { text-align: right; } .sum td { border-top: 1px solid #555; } .total td { font-weight: bold; font-size: 31px; }
  .meta td { padding: 3px 4px; }
</style></head><body><div class="paper">
  <h1>Schreibwaren Lindner GmbH</h1>
  <div class="small">Hauptstraße 12 · 04109 Leipzig · Tel. 0341 556677</div>
  <div class="small">USt-IdNr.: DE136695976</div>
  <p style="margin-top:60px" class="small">Muster Handwerk GmbH · Werkstattweg 3 · 04229 Leipzig</p>
  <h1 style="margin-top:50px;font-size:36px">Rechnung</h1>
  <table class="meta" style="width:auto;margin-top:10px">
    <tr><td>Rechnungsnummer:</td><td>RE-2026-0815</td></tr>
    <tr><td>Rechnungsdatum:</td><td>14.11.2026</td></tr>
    <tr><td>Fällig am:</td><td>28.11.2026</td></tr>
  </table>
  <table>
    <tr><th>Artikel</th><th class="r">Menge</th><th class="r">Einzelpreis</th><th class="r">USt</th><th class="r">Betrag</th></tr>
    <tr><td>Kopierpapier A4, 500 Blatt</td><td class="r">10</td><td class="r">4,90 €</td><td class="r">19 %</td><td class="r">49,00 €</td></tr>
    <tr><td>Ordner breit, blau</td><td class="r">12</td><td class="r">2,50 €</td><td class="r">19 %</td><td class="r">30,00 €</td></tr>
    <tr><td>Fachbuch Buchhaltung</td><td class="r">1</td><td class="r">29,90 €</td><td class="r">7 %</td><td class="r">29,90 €</td></tr>
    <tr class="sum"><td colspan="4">Nettobetrag 19 %</td><td class="r">79,00 €</td></tr>
    <tr><td colspan="4">Umsatzsteuer 19 %</td><td class="r">15,01 €</td></tr>
    <tr><td colspan="4">Nettobetrag 7 %</td><td class="r">29,90 €</td></tr>
    <tr><td colspan="4">Umsatzsteuer 7 %</td><td class="r">2,09 €</td></tr>
    <tr class="sum"><td colspan="4">Summe netto</td><td class="r">108,90 €</td></tr>
    <tr><td colspan="4">Summe Umsatzsteuer</td><td class="r">17,10 €</td></tr>
    <tr class="total"><td colspan="4">Gesamtbetrag</td><td class="r">126,00 €</td></tr>
  </table>
  <p style="margin-top:60px">Bitte überweisen Sie den Betrag bis zum 28.11.2026 auf unser Konto:</p>
  <p>IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX</p>
  <p class="small" style="margin-top:70px">Schreibwaren Lindner GmbH · Amtsgericht Leipzig HRB 12345 · Geschäftsführerin: Petra Lindner</p>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1240, height: 1750 } });
  await page.setContent(html);
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 72 });
  writeFileSync(join(import.meta.dirname, 'receipt-photo.jpg'), jpeg);
} finally {
  await browser.close();
}
