import { austrianAccount, germanAccount, swissAccount } from './demo-banks.ts';
import { austrianVatId, germanVatId, leitwegId, swissUid } from './demo-identifiers.ts';
import { company, person, terms, type DemoCalendar, type DemoRecord } from './demo-records.ts';

// Customers of "Beispiel Beratung AG", a management consultancy in Berlin:
// Mittelstand clients all over Germany, Berlin start-ups, a public client, one Austrian and one
// Swiss client, a few private coaching clients. Everything is invented; PLZ fit their cities.

/** The customers of Beispiel Beratung AG, in creation order. */
export const beratungCustomers = (cal: DemoCalendar): DemoRecord[] =>
  [
    company(
      'nordlicht',
      'Nordlicht Logistik GmbH',
      { street: 'Am Sandtorkai 40', zip: '20457', city: 'Hamburg' },
      {
        email: 'zentrale@nordlicht-logistik.example',
        invoice_email: 'eingangsrechnungen@nordlicht-logistik.example',
        phone: '+49 40 3697120',
        vat_id: germanVatId('11884422'),
        ...terms(30, ['2', 10]),
        einvoice_format: 'zugferd',
      },
    ),
    company(
      'rheinmaschinen',
      'Rheinische Maschinenbau AG',
      { street: 'Vogelsanger Straße 120', zip: '50823', city: 'Köln' },
      {
        email: 'einkauf@rheinische-maschinenbau.example',
        phone: '+49 221 5497300',
        vat_id: germanVatId('12121987'),
        ...terms(45),
        einvoice_format: 'xrechnungCii',
      },
    ),
    company(
      'praezision',
      'Schwäbische Präzisionsteile GmbH & Co. KG',
      { street: 'Borsigstraße 12', zip: '70469', city: 'Stuttgart' },
      {
        email: 'gf@praezisionsteile-bw.example',
        phone: '+49 711 8150420',
        vat_id: germanVatId('14703692'),
        ...terms(30, ['3', 14]),
      },
    ),
    company(
      'textilwerke',
      'Sächsische Textilwerke GmbH',
      { street: 'Straße der Nationen 20', zip: '09111', city: 'Chemnitz' },
      {
        email: 'info@textilwerke-sachsen.example',
        phone: '+49 371 6667810',
        vat_id: germanVatId('23571113'),
      },
    ),
    company(
      'biohof',
      'Havelland Bio-Hof GbR',
      { street: 'Obstweg 6', zip: '14542', city: 'Werder (Havel)' },
      { email: 'hof@havelland-bio.example', phone: '+49 3327 730455', ...terms(14) },
    ),
    company(
      'finanzpartner',
      'Frankfurter Finanzpartner AG',
      { street: 'Neue Mainzer Straße 52', zip: '60311', city: 'Frankfurt am Main' },
      {
        email: 'vorstand@ffp-ag.example',
        invoice_email: 'kreditoren@ffp-ag.example',
        phone: '+49 69 2710880',
        vat_id: germanVatId('31122334'),
        ...terms(30),
      },
    ),
    company(
      'wesersoftware',
      'Weser Software GmbH',
      { street: 'Am Wall 140', zip: '28195', city: 'Bremen' },
      {
        email: 'office@weser-software.example',
        phone: '+49 421 1698300',
        website: 'www.weser-software.example',
        vat_id: germanVatId('27364518'),
        ...terms(14, ['2', 7]),
      },
    ),
    company(
      'moebel',
      'Münsterland Möbel KG',
      { street: 'Salzstraße 30', zip: '48143', city: 'Münster' },
      {
        email: 'kontakt@muensterland-moebel.example',
        phone: '+49 251 4829170',
        vat_id: germanVatId('16273849'),
      },
    ),
    company(
      'buchverlag',
      'Leipziger Buchverlag e.K.',
      { street: 'Grimmaische Straße 12', zip: '04109', city: 'Leipzig' },
      { email: 'verlag@leipziger-buchverlag.example', phone: '+49 341 2185560', ...terms(21) },
    ),
    company(
      'elbtal',
      'Elbtal Solar GmbH',
      { street: 'Ostra-Allee 9', zip: '01067', city: 'Dresden' },
      {
        email: 'info@elbtal-solar.example',
        phone: '+49 351 4793320',
        vat_id: germanVatId('19876543'),
        ...germanAccount('glsBank', '1130447700'),
      },
    ),
    company(
      'agrar',
      'Niedersachsen Agrarhandel eG',
      { street: 'Georgstraße 20', zip: '30159', city: 'Hannover' },
      { email: 'vorstand@nds-agrarhandel.example', phone: '+49 511 3578800', ...terms(30) },
    ),
    company(
      'rheinmode',
      'Rhein Mode GmbH',
      { street: 'Königsallee 60', zip: '40212', city: 'Düsseldorf' },
      { email: 'hr@rheinmode.example', phone: '+49 211 8639120', vat_id: germanVatId('28463917') },
    ),
    company(
      'spielwaren',
      'Franken Spielwaren GmbH',
      { street: 'Königstraße 74', zip: '90402', city: 'Nürnberg' },
      { email: 'gf@franken-spielwaren.example', phone: '+49 911 2144670', ...terms(30, ['2', 14]) },
    ),
    company(
      'badenit',
      'Baden IT-Systemhaus GmbH',
      { street: 'Kaiserstraße 100', zip: '76133', city: 'Karlsruhe' },
      { email: 'vertrieb@baden-it.example', phone: '+49 721 9160330', vat_id: germanVatId('20406080') },
    ),
    company(
      'kliniken',
      'Schwarzwald Kliniken gGmbH',
      { street: 'Bertoldstraße 45', zip: '79098', city: 'Freiburg im Breisgau' },
      { email: 'verwaltung@sw-kliniken.example', phone: '+49 761 3890100', ...terms(30) },
    ),
    company(
      'reederei',
      'Ostsee Reederei KG',
      { street: 'Am Strande 3', zip: '18055', city: 'Rostock' },
      { email: 'buero@ostsee-reederei.example', phone: '+49 381 4921880', vat_id: germanVatId('15263748') },
    ),
    company(
      'wurstwaren',
      'Thüringer Feinkost Manufaktur GmbH',
      { street: 'Anger 21', zip: '99084', city: 'Erfurt' },
      { email: 'info@thueringer-feinkost.example', phone: '+49 361 6543870', ...terms(21) },
    ),
    company(
      'weinkontor',
      'Mainzer Weinkontor e.K.',
      { street: 'Augustinerstraße 8', zip: '55116', city: 'Mainz' },
      { email: 'wein@mainzer-weinkontor.example', phone: '+49 6131 223390' },
    ),
    company(
      'ruhrenergie',
      'Ruhr Energie Service GmbH',
      { street: 'Huyssenallee 15', zip: '45127', city: 'Essen' },
      {
        email: 'projekte@ruhr-energie-service.example',
        phone: '+49 201 8413350',
        vat_id: germanVatId('13467985'),
        ...terms(60),
      },
    ),
    company(
      'stahlhandel',
      'Westfalen Stahlhandel KG',
      { street: 'Westenhellweg 80', zip: '44135', city: 'Dortmund' },
      { email: 'info@westfalen-stahl.example', phone: '+49 231 5578610' },
    ),
    company(
      'potsdam',
      'Stadtverwaltung Potsdam – Fachbereich Organisation und Digitalisierung',
      { street: 'Am Rathausplatz 2', zip: '14467', city: 'Potsdam' },
      {
        email: 'digitalisierung@potsdam-verwaltung.example',
        invoice_email: 'xrechnung@potsdam-verwaltung.example',
        phone: '+49 331 2890',
        leitweg_id: leitwegId('991', '71204'),
        einvoice_format: 'xrechnungUbl',
        ...terms(30),
        notes: 'Rahmenvertrag Organisationsberatung; jede Rechnung mit Bestellnummer und Leitweg-ID.',
      },
    ),
    company(
      'spreedigital',
      'Spree Digital GmbH',
      { street: 'Schlesische Straße 26', zip: '10997', city: 'Berlin' },
      {
        email: 'hello@spree-digital.example',
        phone: '+49 30 61627780',
        vat_id: germanVatId('32165498'),
        ...terms(14),
        ...germanAccount('berlinerSparkasse', '190044721'),
        sepa_mandate_reference: 'BBA-2024-017',
        sepa_mandate_date: cal.day(-300),
      },
    ),
    company(
      'kaffeeroesterei',
      'Kiez Kaffeerösterei GbR',
      { street: 'Oranienstraße 170', zip: '10999', city: 'Berlin' },
      { email: 'moin@kiez-kaffee.example', phone: '+49 30 69517734' },
    ),
    company(
      'hauptstadt',
      'Hauptstadt Immobilien AG',
      { street: 'Friedrichstraße 100', zip: '10117', city: 'Berlin' },
      {
        email: 'kontakt@hauptstadt-immo.example',
        phone: '+49 30 2038850',
        vat_id: germanVatId('24357689'),
        ...terms(30, ['2', 10]),
      },
    ),
    company(
      'wolke',
      'Startup Wolke GmbH',
      { street: 'Skalitzer Straße 85', zip: '10997', city: 'Berlin' },
      { email: 'team@startup-wolke.example' },
    ),
    company(
      'wien',
      'Donau Consulting GmbH',
      { street: 'Kärntner Ring 12', zip: '1010', city: 'Wien', country: 'AT' },
      {
        email: 'office@donau-consulting.example',
        phone: '+43 1 5124470',
        vat_id: austrianVatId('6419027'),
        vat_treatment: 'intraEu',
        ...terms(30),
        ...austrianAccount('58320017744'),
      },
    ),
    company(
      'zuerichsee',
      'Zürichsee Treuhand AG',
      { street: 'Seestrasse 100', zip: '8002', city: 'Zürich', country: 'CH' },
      {
        email: 'info@zuerichsee-treuhand.example',
        phone: '+41 44 2015530',
        vat_id: swissUid('27705188'),
        vat_treatment: 'export',
        ...terms(30),
        ...swissAccount('504411239001'),
      },
    ),
    person(
      'neumann',
      ['Frau', 'Julia', 'Neumann'],
      { street: 'Kastanienallee 50', zip: '10119', city: 'Berlin' },
      { email: 'julia.neumann@mailbox.example', phone: '+49 176 22018845', notes: 'Führungskräfte-Coaching' },
    ),
    person(
      'lange',
      ['Herr', 'Markus', 'Lange'],
      { street: 'Weserstraße 18', zip: '12047', city: 'Berlin' },
      { email: 'm.lange@mailbox.example', ...germanAccount('haspa', '1288304455') },
    ),
    person(
      'richter',
      ['Frau', 'Claudia', 'Richter'],
      { street: 'Hegelallee 31', zip: '14469', city: 'Potsdam' },
      { email: 'claudia.richter@mailbox.example', phone: '+49 331 9706612' },
    ),
    person(
      'krueger',
      ['Herr', 'Stefan', 'Krüger'],
      { street: 'Bahrenfelder Straße 99', zip: '22765', city: 'Hamburg' },
      { email: 'stefan.krueger@mailbox.example', ...terms(7) },
    ),
  ].map((r) => ({
    type: 'customers',
    ...r,
    // An insolvent start-up and a former coaching client: kept for old invoices, hidden from lists.
    archived: r.key === 'wolke' || r.key === 'krueger',
  }));
