import type { DocumentType } from '@kontor/contracts';

// A year of outgoing documents of "Muster Handwerk GmbH" (tenant 1), as events on a timeline in
// days before today, so the demo never ages: quotes that were accepted, rejected or are still
// open, order confirmations, ~40 invoices (most paid, some open, a few overdue, one reminded),
// a Storno, a credit note, an advance with its final invoice, §13b and intra-EU invoices.
// Customers and articles are referred to by name (the master-data demo creates them).

/** A line from an article of the demo catalogue, or a free line. */
export type DemoLine =
  { article: string; quantity: string } | { name: string; quantity: string; unit: string; price: string };

export interface DemoDocumentSpec {
  type: DocumentType;
  /** company_name or last_name of a demo customer. */
  customer: string;
  subject: string;
  lines: DemoLine[];
  /** Else the customer's payment terms. */
  paymentTermDays?: number;
  /** Lines are §13b (AE) or intra-EU (K) instead of 19 % (S). */
  vat?: 'reverseCharge' | 'intraEu';
}

export type DemoEvent = { key: string; daysAgo: number } & (
  | { kind: 'create'; spec: DemoDocumentSpec; finalize: boolean; sent: boolean }
  | { kind: 'status'; status: 'accepted' | 'rejected' }
  | { kind: 'convert'; from: string; type: DocumentType; sent: boolean }
  | { kind: 'pay'; share: 'full' | 'half' }
  | { kind: 'finalInvoice'; from: string; advances: string[] }
  | { kind: 'dunning'; level: 1 | 2 | 3 }
  | { kind: 'cancel' }
  | { kind: 'creditNote' }
);

const a = (article: string, quantity: string): DemoLine => ({ article, quantity });
const free = (name: string, quantity: string, unit: string, price: string): DemoLine => ({
  name,
  quantity,
  unit,
  price,
});

/** Typical jobs of the business; invoices and quotes draw from these. */
const jobs: { subject: string; lines: DemoLine[] }[] = [
  {
    subject: 'Wartung Gastherme',
    lines: [a('Wartung Gas-Brennwerttherme', '1'), a('Anfahrt pauschal (Stadtgebiet München)', '1')],
  },
  {
    subject: 'Heizkörpertausch Büro',
    lines: [
      a('Heizkörper Typ 22, 600 × 1000 mm', '3'),
      a('Thermostatkopf mit Flüssigfühler', '3'),
      a('Thermostatventil-Unterteil DN 15', '3'),
      a('Monteurstunde', '6'),
      a('Anfahrt pauschal (Stadtgebiet München)', '1'),
    ],
  },
  {
    subject: 'Rohrreinigung Abfluss Küche',
    lines: [a('Rohrreinigung mit Spirale', '1'), a('Monteurstunde', '1.5')],
  },
  {
    subject: 'E-Check nach DGUV V3',
    lines: [
      a('Prüfung elektrische Anlage nach DGUV V3', '1'),
      a('E-Check ortsveränderliche Geräte (DGUV V3), je Gerät', '42'),
    ],
  },
  {
    subject: 'Badsanierung Gäste-WC',
    lines: [
      a('Wand-WC spülrandlos mit WC-Sitz', '1'),
      a('Unterputz-Spülkasten mit Betätigungsplatte', '1'),
      a('Waschtisch 60 cm mit Einhebelmischer', '1'),
      a('Monteurstunde', '14'),
      a('Kleinmaterial pauschal (Dichtungen, Befestigung)', '1'),
      a('Entsorgung Altgeräte und Verpackung', '1'),
    ],
  },
  {
    subject: 'Wallbox-Installation',
    lines: [
      a('Wallbox 11 kW (ohne Montage)', '1'),
      a('FI/LS-Schalter B16, 30 mA', '1'),
      a('Mantelleitung NYM-J 5 × 2,5 mm²', '18'),
      a('Meisterstunde', '5'),
      a('Anfahrt pauschal (Umland bis 30 km)', '1'),
    ],
  },
  {
    subject: 'Notdienst Heizungsausfall',
    lines: [
      a('Notdienstzuschlag (nachts, Wochenende, Feiertag)', '1'),
      a('Monteurstunde', '2.5'),
      a('Membran-Ausdehnungsgefäß 25 l', '1'),
    ],
  },
  {
    subject: 'Beleuchtung Verkaufsraum',
    lines: [
      a('LED-Einbauleuchte, dimmbar', '12'),
      a('Mantelleitung NYM-J 3 × 1,5 mm²', '60'),
      a('Monteurstunde', '8'),
    ],
  },
  {
    subject: 'Hydraulischer Abgleich',
    lines: [
      a('Hydraulischer Abgleich Einfamilienhaus (Verfahren B)', '1'),
      a('Thermostatventil-Unterteil DN 15', '8'),
    ],
  },
  {
    subject: 'Rauchwarnmelder Wohnanlage',
    lines: [a('Rauchwarnmelder mit 10-Jahres-Batterie', '24'), a('Helferstunde / Auszubildende', '6')],
  },
  {
    subject: 'Wartung Ölheizung',
    lines: [a('Wartung Ölheizung', '1'), a('Anfahrt pauschal (Umland bis 30 km)', '1')],
  },
  {
    subject: 'Umwälzpumpe erneuert',
    lines: [
      a('Hocheffizienz-Umwälzpumpe', '1'),
      a('Monteurstunde', '2'),
      a('Kleinmaterial pauschal (Dichtungen, Befestigung)', '1'),
    ],
  },
];

/** Domestic customers the invoices rotate through (business and private). */
const regulars = [
  'Hausverwaltung Obermeier GmbH',
  'Wohnbau Isartal KG',
  'Bäckerei Huber e.K.',
  'Gasthof Zur Post GbR',
  'Immobilien Brandl GmbH & Co. KG',
  'Wagner',
  'Autohaus Steiner GmbH',
  'Gemeinschaftspraxis Dr. Lehner & Dr. Wimmer GbR',
  'Hartl',
  'Schreinerei Gruber e.K.',
  'Zahnarztpraxis Dr. Sommer',
  'Metzgerei Ostermaier e.K.',
  'Weiß',
  'Vital Fit GmbH',
  'Ingenieurbüro Kraus GbR',
  'Brauhaus Riem GmbH',
  'Textilhaus Lechner KG',
  'Schuster',
];

/** Invoices of the year: every ~9 days one; the newest are still open, a few are overdue. */
function yearOfInvoices(): DemoEvent[] {
  const events: DemoEvent[] = [];
  // Overdue (due 14 days after the invoice): about 75, 55, 38 and 25 days old; the oldest is reminded.
  const overdue = new Map<number, 'open' | 'half' | 'reminded'>([
    [75, 'reminded'],
    [55, 'open'],
    [38, 'half'],
    [25, 'open'],
  ]);
  for (let i = 0; i < 36; i += 1) {
    const daysAgo = 355 - i * 10 + (i % 3);
    const key = `inv${i}`;
    const job = jobs[(i * 5) % jobs.length]!;
    events.push({
      key,
      daysAgo,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: { type: 'invoice', customer: regulars[i % regulars.length]!, paymentTermDays: 14, ...job },
    });
    const state = [...overdue.entries()].find(([age]) => Math.abs(age - daysAgo) <= 4)?.[1];
    if (state === 'reminded') events.push({ key, daysAgo: daysAgo - 24, kind: 'dunning', level: 1 });
    else if (state === 'half') events.push({ key, daysAgo: daysAgo - 20, kind: 'pay', share: 'half' });
    // The last two weeks are not due yet; everything else was paid within 5–25 days.
    else if (!state && daysAgo > 14) {
      events.push({ key, daysAgo: Math.max(0, daysAgo - 5 - ((i * 7) % 21)), kind: 'pay', share: 'full' });
    }
  }
  return events;
}

/** Quotes: accepted ones become order confirmations, some of those invoices. */
function quotesAndOrders(): DemoEvent[] {
  const quote = (key: string, daysAgo: number, customer: string, job: number, sent = true): DemoEvent => ({
    key,
    daysAgo,
    kind: 'create',
    finalize: sent,
    sent,
    spec: { type: 'quote', customer, ...jobs[job]! },
  });
  return [
    quote('q1', 300, 'Wohnbau Isartal KG', 4),
    { key: 'oc1', daysAgo: 290, kind: 'convert', from: 'q1', type: 'orderConfirmation', sent: true },
    quote('q2', 260, 'Immobilien Brandl GmbH & Co. KG', 1),
    { key: 'q2', daysAgo: 255, kind: 'status', status: 'rejected' },
    quote('q3', 230, 'Hausverwaltung Obermeier GmbH', 9),
    { key: 'oc3', daysAgo: 222, kind: 'convert', from: 'q3', type: 'orderConfirmation', sent: true },
    { key: 'oc3inv', daysAgo: 200, kind: 'convert', from: 'oc3', type: 'invoice', sent: true },
    { key: 'oc3inv', daysAgo: 185, kind: 'pay', share: 'full' },
    quote('q4', 180, 'Autohaus Steiner GmbH', 5),
    { key: 'oc4', daysAgo: 172, kind: 'convert', from: 'q4', type: 'orderConfirmation', sent: true },
    quote('q5', 150, 'Textilhaus Lechner KG', 7),
    { key: 'q5', daysAgo: 140, kind: 'status', status: 'rejected' },
    // The big job with an advance invoice and a final invoice that deducts it.
    quote('q6', 120, 'Bayerische Gewerbebau AG', 4),
    { key: 'oc6', daysAgo: 112, kind: 'convert', from: 'q6', type: 'orderConfirmation', sent: true },
    {
      key: 'adv6',
      daysAgo: 105,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: {
        type: 'advanceInvoice',
        customer: 'Bayerische Gewerbebau AG',
        subject: 'Abschlagsrechnung Badsanierung (30 %)',
        lines: [free('Abschlag 30 % gemäß Auftragsbestätigung', '1', 'LS', '1200.00')],
      },
    },
    { key: 'adv6', daysAgo: 95, kind: 'pay', share: 'full' },
    { key: 'fin6', daysAgo: 70, kind: 'finalInvoice', from: 'oc6', advances: ['adv6'] },
    { key: 'fin6', daysAgo: 58, kind: 'pay', share: 'full' },
    quote('q7', 90, 'Zahnarztpraxis Dr. Sommer', 7),
    { key: 'oc7', daysAgo: 84, kind: 'convert', from: 'q7', type: 'orderConfirmation', sent: true },
    { key: 'oc7inv', daysAgo: 66, kind: 'convert', from: 'oc7', type: 'invoice', sent: true },
    { key: 'oc7inv', daysAgo: 50, kind: 'pay', share: 'full' },
    quote('q8', 60, 'Brauhaus Riem GmbH', 11),
    { key: 'q8', daysAgo: 52, kind: 'status', status: 'rejected' },
    quote('q9', 25, 'Gasthof Zur Post GbR', 2),
    quote('q10', 14, 'Hartl', 8),
    quote('q11', 6, 'Vital Fit GmbH', 3),
    quote('q12', 1, 'Ingenieurbüro Kraus GbR', 10, false),
  ];
}

/** Cross-border and special VAT cases, a Storno and a credit note. */
function specialCases(): DemoEvent[] {
  return [
    {
      key: 'rc',
      daysAgo: 140,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: {
        type: 'invoice',
        customer: 'Bauunternehmung Maier GmbH',
        subject: 'Heizungsinstallation Neubau Dachau, Bauabschnitt 1',
        vat: 'reverseCharge',
        lines: [
          a('Heizkörper Typ 33, 600 × 1200 mm', '8'),
          a('Kupferrohr 22 × 1 mm', '64'),
          a('Monteurstunde', '32'),
        ],
      },
    },
    { key: 'rc', daysAgo: 115, kind: 'pay', share: 'full' },
    {
      key: 'eu',
      daysAgo: 100,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: {
        type: 'invoice',
        customer: 'Gasthof Kaiserblick GmbH',
        subject: 'Lieferung Warmwasserspeicher',
        vat: 'intraEu',
        lines: [a('Warmwasserspeicher 200 l', '2'), a('Membran-Ausdehnungsgefäß 25 l', '2')],
      },
    },
    { key: 'eu', daysAgo: 80, kind: 'pay', share: 'full' },
    {
      key: 'public',
      daysAgo: 45,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: {
        type: 'invoice',
        customer: 'Stadtverwaltung Freising – Amt für Gebäudemanagement',
        ...jobs[3]!,
      },
    },
    { key: 'public', daysAgo: 30, kind: 'pay', share: 'full' },
    {
      key: 'storno',
      daysAgo: 12,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: { type: 'invoice', customer: 'Vital Fit GmbH', ...jobs[10]! },
    },
    // Billed to the wrong customer: cancelled by a Stornorechnung.
    { key: 'storno', daysAgo: 10, kind: 'cancel' },
    {
      key: 'credit',
      daysAgo: 40,
      kind: 'create',
      finalize: true,
      sent: true,
      spec: {
        type: 'invoice',
        customer: 'Metzgerei Ostermaier e.K.',
        subject: 'Thermostatköpfe Verkaufsraum',
        lines: [a('Thermostatkopf mit Flüssigfühler', '6')],
      },
    },
    { key: 'credit', daysAgo: 30, kind: 'pay', share: 'full' },
    // Two of the six heads were faulty and went back: the credit note refunds them.
    { key: 'credit', daysAgo: 8, kind: 'creditNote' },
  ];
}

/** All events, oldest first (numbers are drawn in date order, as in a real year). */
export function demoDocumentEvents(): DemoEvent[] {
  return [...yearOfInvoices(), ...quotesAndOrders(), ...specialCases()]
    .map((event, index) => ({ event, index }))
    .sort((x, y) => y.event.daysAgo - x.event.daysAgo || x.index - y.index)
    .map(({ event }) => event);
}
