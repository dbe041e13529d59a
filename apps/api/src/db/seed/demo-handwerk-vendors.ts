import { germanAccount } from './demo-banks.ts';
import { germanVatId } from './demo-identifiers.ts';
import { company, contact, terms, type DemoRecord } from './demo-records.ts';

// Vendors of Muster Handwerk GmbH and the contact persons of its customers and vendors (created
// after both, since a contact points at its company by key).

const vendors = (): DemoRecord[] =>
  [
    company(
      'shk',
      'SHK Großhandel Südbayern GmbH',
      { street: 'Frankfurter Ring 200', zip: '80807', city: 'München' },
      {
        email: 'bestellung@shk-suedbayern.example',
        phone: '+49 89 3587700',
        vat_id: germanVatId('12987654'),
        ...terms(30, ['3', 10]),
        ...germanAccount('hypoVereinsbank', '3320001876'),
        expense_account: '3400',
        our_customer_number: 'K-48211',
      },
    ),
    company(
      'elektrogross',
      'Elektro-Großhandel Alpen KG',
      { street: 'Osterfeldstraße 12', zip: '85737', city: 'Ismaning' },
      {
        email: 'vertrieb@eg-alpen.example',
        phone: '+49 89 9965430',
        vat_id: germanVatId('21436587'),
        ...terms(30, ['2', 14]),
        expense_account: '3400',
        our_customer_number: '700-31882',
      },
    ),
    company(
      'waermewerk',
      'Wärmewerk Heiztechnik GmbH',
      { street: 'Wolfhager Straße 190', zip: '34117', city: 'Kassel' },
      {
        email: 'fachpartner@waermewerk.example',
        phone: '+49 561 7089100',
        vat_id: germanVatId('25836914'),
        ...terms(60),
        expense_account: '3400',
        our_customer_number: 'FP-2231',
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
        our_customer_number: '5566 1234 09',
      },
    ),
    company(
      'versicherung',
      'Bayerische Handwerker-Versicherung VVaG',
      { street: 'Thomas-Dehler-Straße 25', zip: '81737', city: 'München' },
      {
        email: 'gewerbe@bhv-versicherung.example',
        phone: '+49 89 6789010',
        ...terms(14),
        expense_account: '4360',
        our_customer_number: 'BHV-5512-0087',
        notes: 'Betriebshaftpflicht und Inhaltsversicherung, Hauptfälligkeit 1. Januar.',
      },
    ),
    company(
      'schreibwerk',
      'Bürobedarf Schreibwerk GmbH',
      { street: 'Breite Straße 100', zip: '50667', city: 'Köln' },
      {
        email: 'service@schreibwerk.example',
        phone: '+49 221 2706633',
        vat_id: germanVatId('29517348'),
        ...terms(14),
        expense_account: '4930',
      },
    ),
    company(
      'lindner',
      'Kfz-Werkstatt Lindner e.K.',
      { street: 'Ismaninger Straße 3', zip: '85737', city: 'Ismaning' },
      { phone: '+49 89 9612045', vat_id: germanVatId('13243546'), ...terms(7), expense_account: '4540' },
    ),
    company(
      'hofmann',
      'Werkzeug Hofmann GmbH',
      { street: 'Hans-Pinsel-Straße 9', zip: '85540', city: 'Haar' },
      {
        email: 'shop@werkzeug-hofmann.example',
        phone: '+49 89 4623180',
        vat_id: germanVatId('28374655'),
        ...terms(30, ['2', 10]),
        expense_account: '4985',
      },
    ),
    company(
      'isarenergie',
      'Isar Energie GmbH',
      { street: 'Emmy-Noether-Straße 2', zip: '80992', city: 'München' },
      {
        email: 'gewerbe@isar-energie.example',
        phone: '+49 89 2361000',
        ...terms(14),
        expense_account: '4240',
        our_customer_number: '40 118 273',
      },
    ),
    company(
      'vogel',
      'Steuerkanzlei Vogel',
      { street: 'Tal 18', zip: '80331', city: 'München' },
      { email: 'kanzlei@stb-vogel.example', phone: '+49 89 2919930', ...terms(14), expense_account: '4955' },
    ),
    company(
      'krausbaustoffe',
      'Baustoffe Kraus GmbH',
      { street: 'Gewerbestraße 4', zip: '85551', city: 'Kirchheim bei München' },
      { phone: '+49 89 9031177', expense_account: '3400' },
    ),
  ].map((r) => ({ type: 'vendors', ...r, archived: r.key === 'krausbaustoffe' }));

const contacts = (): DemoRecord[] => [
  contact('obermeier', ['Frau', 'Claudia', 'Obermeier'], 'Geschäftsführerin', {
    email: 'c.obermeier@hv-obermeier.example',
    phone: '+49 89 33071510',
  }),
  contact('obermeier', ['Herr', 'Stefan', 'Pichler'], 'Objektbetreuer Schwabing', {
    email: 's.pichler@hv-obermeier.example',
    mobile: '+49 171 2290344',
  }),
  contact('isartal', ['Herr', 'Andreas', 'Kellner'], 'Technischer Leiter', {
    email: 'a.kellner@wohnbau-isartal.example',
    phone: '+49 89 72418912',
  }),
  contact('steiner', ['Frau', 'Julia', 'Steiner'], 'Kaufmännische Leitung', {
    email: 'j.steiner@autohaus-steiner.example',
  }),
  contact('seeblick', ['Herr', 'Markus', 'Fink'], 'Haustechnik', {
    phone: '+49 8151 772340',
    mobile: '+49 160 5512873',
  }),
  contact('maierbau', ['Herr', 'Georg', 'Maier'], 'Bauleiter', {
    email: 'g.maier@maier-bau.example',
    mobile: '+49 172 8814520',
  }),
  contact('freising', ['Frau', 'Birgit', 'Lang'], 'Sachgebiet Haustechnik', {
    email: 'birgit.lang@freising-stadt.example',
    phone: '+49 8161 54-4412',
  }),
  contact('gewerbebau', ['Herr', 'Florian', 'Hagen'], 'Projektleiter', {
    email: 'f.hagen@gewerbebau-ag.example',
    phone: '+49 89 18954021',
  }),
  contact('salzburg', ['Frau', 'Theresa', 'Moser'], 'Geschäftsführerin', {
    email: 't.moser@kaiserblick.example',
  }),
  contact('zuerich', ['Herr', 'Beat', 'Keller'], 'Leiter Facility Management', {
    email: 'beat.keller@limmat-immobilien.example',
    phone: '+41 44 2117085',
  }),
  contact('shk', ['Herr', 'Tobias', 'Brunner'], 'Außendienst', {
    email: 't.brunner@shk-suedbayern.example',
    mobile: '+49 151 22047731',
  }),
  contact('elektrogross', ['Frau', 'Sandra', 'Wolf'], 'Innendienst', {
    email: 's.wolf@eg-alpen.example',
    phone: '+49 89 99654312',
  }),
  contact('funknetz', ['Herr', 'Jan', 'Schäfer'], 'Geschäftskundenbetreuer', {
    phone: '+49 228 91883044',
  }),
  contact('versicherung', ['Frau', 'Karin', 'Seidl'], 'Sachbearbeiterin Gewerbe', {
    email: 'k.seidl@bhv-versicherung.example',
  }),
];

/** Vendors, then contacts of Muster Handwerk GmbH, in creation order. */
export const handwerkVendorsAndContacts = (): DemoRecord[] => [...vendors(), ...contacts()];
