import { germanAccount } from './demo-banks.ts';
import { germanVatId } from './demo-identifiers.ts';
import { company, contact, person, terms, type DemoRecord } from './demo-records.ts';

// Vendors of Beispiel Beratung AG and the contact persons of its customers and vendors (created
// after both, since a contact points at its company by key).

const vendors = (): DemoRecord[] =>
  [
    company(
      'bahn',
      'Schiene & Reise GmbH',
      { street: 'Invalidenstraße 50', zip: '10557', city: 'Berlin' },
      {
        email: 'firmenkunden@schiene-reise.example',
        vat_id: germanVatId('18273645'),
        ...terms(14),
        expense_account: '4670',
        our_customer_number: 'BC-FK-220915',
      },
    ),
    company(
      'hotels',
      'Metropol Hotels GmbH',
      { street: 'Mönckebergstraße 7', zip: '20095', city: 'Hamburg' },
      {
        email: 'corporate@metropol-hotels.example',
        phone: '+49 40 3330220',
        vat_id: germanVatId('26481357'),
        ...terms(14),
        expense_account: '4670',
        our_customer_number: 'CORP-88120',
      },
    ),
    company(
      'funknetz',
      'Funknetz Telekommunikation AG',
      { street: 'Rheinallee 12', zip: '53173', city: 'Bonn' },
      {
        email: 'geschaeftskunden@funknetz.example',
        phone: '+49 228 9188300',
        vat_id: germanVatId('12312312'),
        ...terms(14),
        expense_account: '4920',
        our_customer_number: '5566 9981 02',
      },
    ),
    company(
      'hanse',
      'Hanse Berufshaftpflicht Versicherung AG',
      { street: 'Neuer Jungfernstieg 20', zip: '20354', city: 'Hamburg' },
      {
        email: 'beratung@hanse-bhv.example',
        ...terms(30),
        expense_account: '4360',
        our_customer_number: 'VH-2019-004471',
        notes: 'Vermögensschaden-Haftpflicht, Deckungssumme 1 Mio. €.',
      },
    ),
    company(
      'buerowelt',
      'Bürowelt Berlin GmbH',
      { street: 'Ringbahnstraße 30', zip: '12099', city: 'Berlin' },
      {
        email: 'bestellung@buerowelt-berlin.example',
        phone: '+49 30 7543310',
        vat_id: germanVatId('21324354'),
        ...terms(14, ['2', 7]),
        expense_account: '4930',
      },
    ),
    company(
      'hackescher',
      'Hackescher Hof Büroflächen GmbH & Co. KG',
      { street: 'Rosenthaler Straße 40', zip: '10178', city: 'Berlin' },
      {
        email: 'mieter@hackescher-bueros.example',
        ...terms(3),
        ...germanAccount('berlinerSparkasse', '660012890'),
        expense_account: '4210',
        notes: 'Miete Büro 3. OG, fällig zum Monatsersten.',
      },
    ),
    company(
      'cloudwerk',
      'Cloudwerk Hosting GmbH',
      { street: 'Fürther Straße 212', zip: '90429', city: 'Nürnberg' },
      {
        email: 'support@cloudwerk.example',
        vat_id: germanVatId('29876543'),
        ...terms(14),
        expense_account: '4806',
        our_customer_number: 'CW-104477',
      },
    ),
    company(
      'stb-hoffmann',
      'Kanzlei Hoffmann & Sohn Steuerberatung',
      { street: 'Kurfürstendamm 180', zip: '10707', city: 'Berlin' },
      {
        email: 'kanzlei@hoffmann-stb.example',
        phone: '+49 30 8827660',
        ...terms(14),
        expense_account: '4955',
      },
    ),
    person(
      'lindner',
      ['Frau', 'Petra', 'Lindner'],
      { street: 'Hegelallee 10', zip: '14467', city: 'Potsdam' },
      {
        email: 'kontakt@lindner-beratung.example',
        phone: '+49 171 6604418',
        vat_id: germanVatId('30571942'),
        tax_number: '046/123/45678',
        ...terms(14),
        ...germanAccount('glsBank', '4400118820'),
        expense_account: '3100',
        notes: 'Freie Beraterin, Schwerpunkt Change-Management.',
      },
    ),
    company(
      'catering',
      'Feinkost Catering Mitte GmbH',
      { street: 'Torstraße 120', zip: '10119', city: 'Berlin' },
      {
        email: 'events@catering-mitte.example',
        phone: '+49 30 28094410',
        ...terms(7),
        expense_account: '4650',
      },
    ),
    company(
      'druckerei',
      'Druckerei Schwarz KG',
      { street: 'Karl-Heine-Straße 90', zip: '04229', city: 'Leipzig' },
      { email: 'auftrag@druckerei-schwarz.example', expense_account: '4930' },
    ),
  ].map((r) => ({ type: 'vendors', ...r, archived: r.key === 'druckerei' }));

const contacts = (): DemoRecord[] => [
  contact('nordlicht', ['Herr', 'Henrik', 'Petersen'], 'Geschäftsführer', {
    email: 'h.petersen@nordlicht-logistik.example',
    phone: '+49 40 36971210',
  }),
  contact('nordlicht', ['Frau', 'Svenja', 'Jensen'], 'Leiterin IT', {
    email: 's.jensen@nordlicht-logistik.example',
    mobile: '+49 160 4471290',
  }),
  contact('rheinmaschinen', ['Frau', 'Anke', 'Schröder'], 'Vorständin Produktion', {
    email: 'a.schroeder@rheinische-maschinenbau.example',
  }),
  contact('praezision', ['Herr', 'Jürgen', 'Häberle'], 'Geschäftsführender Gesellschafter', {
    phone: '+49 711 81504211',
  }),
  contact('finanzpartner', ['Herr', 'Philipp', 'Vogt'], 'Leiter Organisation', {
    email: 'p.vogt@ffp-ag.example',
  }),
  contact('wesersoftware', ['Frau', 'Lena', 'Brinkmann'], 'Head of People', {
    email: 'lena.brinkmann@weser-software.example',
  }),
  contact('potsdam', ['Herr', 'Thomas', 'Krause'], 'Fachbereichsleiter', {
    email: 'thomas.krause@potsdam-verwaltung.example',
    phone: '+49 331 289-1420',
  }),
  contact('spreedigital', ['Divers', 'Kim', 'Nguyen'], 'Co-Founder', {
    email: 'kim@spree-digital.example',
    mobile: '+49 157 33801247',
  }),
  contact('wien', ['Frau', 'Katharina', 'Huber'], 'Partnerin', {
    email: 'k.huber@donau-consulting.example',
  }),
  contact('zuerichsee', ['Herr', 'Reto', 'Meier'], 'Verwaltungsratspräsident', {
    email: 'reto.meier@zuerichsee-treuhand.example',
  }),
  contact('hotels', ['Frau', 'Nadine', 'Koch'], 'Key Account Firmenkunden', {
    email: 'n.koch@metropol-hotels.example',
    phone: '+49 40 33302215',
  }),
  contact('cloudwerk', ['Herr', 'Daniel', 'Roth'], 'Technischer Ansprechpartner', {
    email: 'd.roth@cloudwerk.example',
  }),
];

/** Vendors, then contacts of Beispiel Beratung AG, in creation order. */
export const beratungVendorsAndContacts = (): DemoRecord[] => [...vendors(), ...contacts()];
