import { austrianAccount, germanAccount, swissAccount } from './demo-banks.ts';
import { austrianVatId, germanVatId, leitwegId, swissUid } from './demo-identifiers.ts';
import { company, person, terms, type DemoCalendar, type DemoRecord } from './demo-records.ts';

// Customers of "Muster Handwerk GmbH", a Sanitär-, Heizungs- and Elektro-Betrieb in München: property managers, builders, shops and private households around
// Munich, one public client, one Austrian and one Swiss customer. Names, streets, phone numbers
// and e-mail domains (.example, RFC 2606) are invented; PLZ fit their cities.

/** The customers of Muster Handwerk GmbH, in creation order. */
export const handwerkCustomers = (cal: DemoCalendar): DemoRecord[] =>
  [
    company(
      'obermeier',
      'Hausverwaltung Obermeier GmbH',
      { street: 'Leopoldstraße 112', zip: '80802', city: 'München' },
      {
        email: 'info@hv-obermeier.example',
        invoice_email: 'rechnungen@hv-obermeier.example',
        phone: '+49 89 3307150',
        vat_id: germanVatId('12845613'),
        ...terms(30, ['2', 10]),
        ...germanAccount('sskMuenchen', '1004588120'),
        notes: 'Verwaltet 14 Wohnanlagen in Schwabing und Maxvorstadt. Aufträge nur mit Auftragsnummer.',
      },
    ),
    company(
      'isartal',
      'Wohnbau Isartal KG',
      { street: 'Wolfratshauser Straße 45', zip: '81379', city: 'München' },
      {
        email: 'technik@wohnbau-isartal.example',
        phone: '+49 89 7241890',
        vat_id: germanVatId('26730118'),
        ...terms(21, ['3', 7]),
      },
    ),
    company(
      'huber',
      'Bäckerei Huber e.K.',
      { street: 'Dorfener Straße 8', zip: '85435', city: 'Erding' },
      {
        email: 'backstube@baeckerei-huber.example',
        phone: '+49 8122 48213',
        vat_id: germanVatId('13159024'),
      },
    ),
    company(
      'zurpost',
      'Gasthof Zur Post GbR',
      { street: 'Marktplatz 3', zip: '85354', city: 'Freising' },
      { email: 'wirt@gasthof-zurpost.example', phone: '+49 8161 91240', ...terms(14) },
    ),
    company(
      'brandl',
      'Immobilien Brandl GmbH & Co. KG',
      { street: 'Münchener Straße 20', zip: '83022', city: 'Rosenheim' },
      {
        email: 'verwaltung@brandl-immobilien.example',
        phone: '+49 8031 380560',
        vat_id: germanVatId('31415926'),
        ...terms(30, ['2', 14]),
      },
    ),
    company(
      'steiner',
      'Autohaus Steiner GmbH',
      { street: 'Landsberger Straße 210', zip: '80687', city: 'München' },
      {
        email: 'service@autohaus-steiner.example',
        phone: '+49 89 5807730',
        website: 'www.autohaus-steiner.example',
        vat_id: germanVatId('14402837'),
        ...terms(14, ['2', 7]),
      },
    ),
    company(
      'lehner',
      'Gemeinschaftspraxis Dr. Lehner & Dr. Wimmer GbR',
      { street: 'Untere Bahnhofstraße 14', zip: '82110', city: 'Germering' },
      { email: 'praxis@lehner-wimmer.example', phone: '+49 89 8414455' },
    ),
    company(
      'seeblick',
      'Hotel Seeblick Starnberg GmbH',
      { street: 'Seepromenade 5', zip: '82319', city: 'Starnberg' },
      {
        email: 'haustechnik@hotel-seeblick.example',
        invoice_email: 'buchhaltung@hotel-seeblick.example',
        phone: '+49 8151 77230',
        vat_id: germanVatId('27165432'),
        ...terms(30),
        einvoice_format: 'zugferd',
      },
    ),
    company(
      'gruber',
      'Schreinerei Gruber e.K.',
      { street: 'Gewerbering 7', zip: '85586', city: 'Poing' },
      { email: 'info@schreinerei-gruber.example', phone: '+49 8121 70655', vat_id: germanVatId('11938475') },
    ),
    company(
      'maierbau',
      'Bauunternehmung Maier GmbH',
      { street: 'Industriestraße 22', zip: '85221', city: 'Dachau' },
      {
        email: 'einkauf@maier-bau.example',
        phone: '+49 8131 56120',
        vat_id: germanVatId('12233445'),
        tax_number: '107/115/30482',
        // Installation work for a builder that itself provides construction services (§13b UStG).
        vat_treatment: 'reverseCharge',
        ...terms(30),
        notes: 'Bauleistender Unternehmer, Freistellungsbescheinigung nach §48b EStG liegt vor.',
      },
    ),
    company(
      'freising',
      'Stadtverwaltung Freising – Amt für Gebäudemanagement',
      { street: 'Obere Hauptstraße 2', zip: '85354', city: 'Freising' },
      {
        email: 'gebaeudemanagement@freising-stadt.example',
        invoice_email: 'erechnung@freising-stadt.example',
        phone: '+49 8161 540',
        leitweg_id: leitwegId('991', '33112'),
        einvoice_format: 'xrechnungUbl',
        ...terms(30),
        notes: 'Rechnungen nur als XRechnung über das Portal; Leitweg-ID und Bestellnummer angeben.',
      },
    ),
    company(
      'sommer',
      'Zahnarztpraxis Dr. Sommer',
      { street: 'Bahnhofstraße 31', zip: '82515', city: 'Wolfratshausen' },
      { email: 'praxis@zahnarzt-sommer.example', phone: '+49 8171 29911' },
    ),
    company(
      'ostermaier',
      'Metzgerei Ostermaier e.K.',
      { street: 'Altstadt 55', zip: '84028', city: 'Landshut' },
      {
        email: 'info@metzgerei-ostermaier.example',
        phone: '+49 871 23408',
        vat_id: germanVatId('13572468'),
        ...germanAccount('hypoVereinsbank', '6620184733'),
        sepa_mandate_reference: 'MHG-KD-0013',
        sepa_mandate_date: cal.day(-240),
      },
    ),
    company(
      'gewerbebau',
      'Bayerische Gewerbebau AG',
      { street: 'Nymphenburger Straße 120', zip: '80636', city: 'München' },
      {
        email: 'projekte@gewerbebau-ag.example',
        invoice_email: 'kreditoren@gewerbebau-ag.example',
        phone: '+49 89 1895400',
        vat_id: germanVatId('81234567'),
        ...terms(45, ['3', 14]),
        einvoice_format: 'xrechnungCii',
      },
    ),
    company(
      'vitalfit',
      'Vital Fit GmbH',
      { street: 'Theresienstraße 12', zip: '85049', city: 'Ingolstadt' },
      { email: 'studio@vitalfit.example', phone: '+49 841 9934120', vat_id: germanVatId('29384756') },
    ),
    company(
      'kraus',
      'Ingenieurbüro Kraus GbR',
      { street: 'Maximilianstraße 18', zip: '93047', city: 'Regensburg' },
      { email: 'buero@ib-kraus.example', phone: '+49 941 5998270' },
    ),
    company(
      'sonnenschein',
      'Kita Sonnenschein gGmbH',
      { street: 'Biberger Straße 40', zip: '82008', city: 'Unterhaching' },
      {
        email: 'leitung@kita-sonnenschein.example',
        phone: '+49 89 6152770',
        ...terms(30),
        ...germanAccount('kskMuenchen', '320458891'),
      },
    ),
    company(
      'riem',
      'Brauhaus Riem GmbH',
      { street: 'Willy-Brandt-Allee 9', zip: '81829', city: 'München' },
      { email: 'technik@brauhaus-riem.example', phone: '+49 89 9432810', vat_id: germanVatId('15975346') },
    ),
    company(
      'lechner',
      'Textilhaus Lechner KG',
      { street: 'Maximilianstraße 40', zip: '86150', city: 'Augsburg' },
      {
        email: 'filiale@textilhaus-lechner.example',
        phone: '+49 821 3497720',
        vat_id: germanVatId('24681357'),
        ...terms(14, ['2', 7]),
      },
    ),
    company(
      'frankenbau',
      'Frankenbau GmbH',
      { street: 'Königstraße 30', zip: '90402', city: 'Nürnberg' },
      {
        email: 'bauleitung@frankenbau.example',
        phone: '+49 911 2360070',
        vat_id: germanVatId('19283746'),
        vat_treatment: 'reverseCharge',
        ...terms(30),
      },
    ),
    company(
      'gruenwald',
      'Wohnungseigentümergemeinschaft Isarhang',
      { street: 'Südliche Münchner Straße 48', zip: '82031', city: 'Grünwald' },
      { email: 'beirat@isarhang-weg.example', phone: '+49 89 6419028', ...terms(14) },
    ),
    company(
      'kaiser',
      'Elektro Kaiser OHG',
      { street: 'Dachauer Straße 250', zip: '80992', city: 'München' },
      { email: 'info@elektro-kaiser.example', phone: '+49 89 1412230', vat_id: germanVatId('17364829') },
    ),
    company(
      'salzburg',
      'Gasthof Kaiserblick GmbH',
      { street: 'Linzer Gasse 24', zip: '5020', city: 'Salzburg', country: 'AT' },
      {
        email: 'office@kaiserblick.example',
        phone: '+43 662 873419',
        vat_id: austrianVatId('5738291'),
        vat_treatment: 'intraEu',
        ...terms(30),
        ...austrianAccount('40718236501'),
        notes: 'Lieferung von Heizungsteilen nach Österreich; Montage durch örtlichen Installateur.',
      },
    ),
    company(
      'zuerich',
      'Immobilien Limmat AG',
      { street: 'Bahnhofstrasse 50', zip: '8001', city: 'Zürich', country: 'CH' },
      {
        email: 'facility@limmat-immobilien.example',
        phone: '+41 44 2117080',
        vat_id: swissUid('30419875'),
        vat_treatment: 'export',
        ...terms(30),
        ...swissAccount('110045892210'),
      },
    ),
    person(
      'wagner',
      ['Herr', 'Thomas', 'Wagner'],
      { street: 'Fasanenweg 9', zip: '85521', city: 'Ottobrunn' },
      { email: 'thomas.wagner@mailbox.example', phone: '+49 170 4432198', ...terms(14) },
    ),
    person(
      'hartl',
      ['Frau', 'Sabine', 'Hartl'],
      { street: 'Birkenstraße 4', zip: '85540', city: 'Haar' },
      {
        email: 'sabine.hartl@mailbox.example',
        phone: '+49 89 4605512',
        ...germanAccount('muenchnerBank', '4471203'),
        sepa_mandate_reference: 'MHG-WV-0026',
        sepa_mandate_date: cal.day(-400),
        notes: 'Wartungsvertrag Gastherme, Abbuchung jährlich im Oktober.',
      },
    ),
    person(
      'weiss',
      ['Herr', 'Klaus', 'Weiß'],
      { street: 'Prinzregentenstraße 60', zip: '81675', city: 'München' },
      { email: 'k.weiss@mailbox.example', phone: '+49 89 4708822' },
    ),
    person(
      'zimmermann',
      ['Frau', 'Petra', 'Zimmermann'],
      { street: 'Am Anger 3', zip: '82256', city: 'Fürstenfeldbruck' },
      { phone: '+49 8141 335097', notes: 'Nur vormittags erreichbar.' },
    ),
    person(
      'reiter',
      ['Herr', 'Josef', 'Reiter'],
      { street: 'Kufsteiner Straße 70', zip: '83026', city: 'Rosenheim' },
      { email: 'sepp.reiter@mailbox.example', phone: '+49 8031 64418' },
    ),
    person(
      'schuster',
      ['Frau', 'Monika', 'Schuster'],
      { street: 'Zugspitzstraße 40', zip: '82467', city: 'Garmisch-Partenkirchen' },
      { email: 'monika.schuster@mailbox.example', phone: '+49 8821 52270', ...terms(7) },
    ),
    person(
      'bauer',
      ['Herr', 'Michael', 'Bauer'],
      { street: 'Lindenweg 12', zip: '85591', city: 'Vaterstetten' },
      { phone: '+49 8106 378841' },
    ),
  ].map((r) => ({
    type: 'customers',
    ...r,
    // A closed business and a customer who moved away: kept for old invoices, hidden from lists.
    archived: r.key === 'kaiser' || r.key === 'bauer',
  }));
