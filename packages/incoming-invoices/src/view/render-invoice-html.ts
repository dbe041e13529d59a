import type { InvoiceView, ViewFact } from './invoice-view.ts';

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const e = escapeHtml;
const factList = (facts: ViewFact[]) =>
  facts.length ? `<dl>${facts.map((f) => `<dt>${e(f.label)}</dt><dd>${e(f.value)}</dd>`).join('')}</dl>` : '';
const row = (cells: string[], tag: 'td' | 'th' = 'td') =>
  `<tr>${cells.map((c) => `<${tag}>${e(c)}</${tag}>`).join('')}</tr>`;
const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `<table><thead>${row(head, 'th')}</thead><tbody>${rows.map((r) => row(r)).join('')}</tbody></table>`
    : '';
const section = (title: string, body: string) =>
  body ? `<section><h2>${e(title)}</h2>${body}</section>` : '';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;color:#1f2328;margin:2rem;max-width:60rem}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem;border-bottom:1px solid #d0d7de}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}dt{color:#59636e}dd{margin:0;white-space:pre-wrap;min-width:0;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eaeef2;vertical-align:top;overflow-wrap:anywhere}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}.party p{margin:0}
.emphasis dt,.emphasis dd{font-weight:600}p.note{white-space:pre-wrap}`;

/**
 * A self-contained HTML page of the invoice for printing, archiving or a sandboxed frame. Every
 * value is escaped and the page's Content-Security-Policy allows no script, image, font, frame or
 * request: hostile text in the XML (`<script>`, `javascript:` links, remote images) stays text.
 */
export const renderInvoiceHtml = (view: InvoiceView): string =>
  [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${e(view.title)} ${e(view.facts.find((f) => f.label === 'Rechnungsnummer')?.value ?? '')}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>${e(view.title)}</h1>`,
    factList(view.facts),
    `<div class="parties">${view.parties
      .map(
        (p) =>
          `<section class="party"><h2>${e(p.title)}</h2>${p.lines.map((l) => `<p>${e(l)}</p>`).join('')}${factList(p.facts)}</section>`,
      )
      .join('')}</div>`,
    section(
      'Positionen',
      table(
        ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'USt', 'Betrag netto'],
        view.lines.map((l) => [
          l.position,
          [l.name, l.description, ...l.facts.map((f) => `${f.label}: ${f.value}`)].filter(Boolean).join('\n'),
          l.quantity,
          l.unitPrice,
          l.vat,
          l.net,
        ]),
      ),
    ),
    section(
      'Nachlässe und Zuschläge',
      table(
        ['Art', 'Grund', 'USt', 'Betrag'],
        view.allowancesAndCharges.map((a) => [a.kind, a.reason, a.vat, a.amount]),
      ),
    ),
    section(
      'Umsatzsteuer',
      table(
        ['Kategorie', 'Satz', 'Nettobetrag', 'Steuerbetrag', 'Befreiungsgrund'],
        view.vatBreakdown.map((v) => [v.category, v.rate, v.net, v.tax, v.exemption ?? '']),
      ),
    ),
    section(
      'Summen',
      view.totals
        .map(
          (t) =>
            `<dl${t.emphasis ? ' class="emphasis"' : ''}><dt>${e(t.label)}</dt><dd>${e(t.value)}</dd></dl>`,
        )
        .join(''),
    ),
    section('Zahlung', factList(view.payment)),
    section('Bemerkungen', view.notes.map((n) => `<p class="note">${e(n)}</p>`).join('')),
    section(
      'Anhänge',
      table(
        ['Kennung', 'Beschreibung', 'Datei', 'Externer Verweis (nicht geöffnet)'],
        view.attachments.map((a) => [a.id, a.description ?? '', a.file ?? '', a.reference ?? '']),
      ),
    ),
    '</main></body></html>',
  ].join('\n');
