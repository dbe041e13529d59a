import {
  absence,
  article,
  costCentre,
  profileRef,
  ref,
  task,
  type DemoCalendar,
  type DemoRecord,
} from './demo-records.ts';

// Articles and services, cost centres, projects, tasks and absences of "Muster Handwerk GmbH".
// Prices are net in euro, as a Munich Sanitär/Heizung/Elektro business would charge them.

const services: DemoRecord[] = [
  article('service', 'Monteurstunde', 'HUR', '68.00', {
    description: 'Arbeitszeit Geselle, je angefangene Viertelstunde abgerechnet.',
  }),
  article('service', 'Meisterstunde', 'HUR', '85.00'),
  article('service', 'Helferstunde / Auszubildende', 'HUR', '42.00'),
  article('service', 'Anfahrt pauschal (Stadtgebiet München)', 'LS', '39.00'),
  article('service', 'Anfahrt pauschal (Umland bis 30 km)', 'LS', '59.00'),
  article('service', 'Fahrtkosten je Kilometer', 'KMT', '0.95'),
  article('service', 'Notdienstzuschlag (nachts, Wochenende, Feiertag)', 'LS', '95.00'),
  article('service', 'Wartung Gas-Brennwerttherme', 'LS', '189.00', {
    description: 'Reinigung, Abgasmessung, Dichtheitsprüfung, Wartungsprotokoll. Material extra.',
  }),
  article('service', 'Wartung Ölheizung', 'LS', '229.00'),
  article('service', 'Heizung entlüften und Anlagendruck prüfen', 'LS', '79.00'),
  article('service', 'Hydraulischer Abgleich Einfamilienhaus (Verfahren B)', 'LS', '690.00'),
  article('service', 'E-Check ortsveränderliche Geräte (DGUV V3), je Gerät', 'C62', '6.50'),
  article('service', 'Prüfung elektrische Anlage nach DGUV V3', 'LS', '320.00'),
  article('service', 'Rohrreinigung mit Spirale', 'LS', '149.00'),
  article('service', 'Kernbohrung bis 100 mm', 'C62', '85.00'),
  article('service', 'Schlitze stemmen und verputzen', 'MTR', '18.50'),
  article('service', 'Entsorgung Altgeräte und Verpackung', 'LS', '45.00'),
];

const products: DemoRecord[] = [
  article('product', 'Heizkörper Typ 22, 600 × 1000 mm', 'C62', '189.00'),
  article('product', 'Heizkörper Typ 33, 600 × 1200 mm', 'C62', '289.00'),
  article('product', 'Heizkörper Typ 11, 500 × 800 mm (Auslaufmodell)', 'C62', '119.00'),
  article('product', 'Thermostatkopf mit Flüssigfühler', 'C62', '24.90'),
  article('product', 'Thermostatventil-Unterteil DN 15', 'C62', '19.80'),
  article('product', 'Kupferrohr 15 × 1 mm', 'MTR', '12.80'),
  article('product', 'Kupferrohr 22 × 1 mm', 'MTR', '18.40'),
  article('product', 'Mehrschichtverbundrohr 16 × 2 mm', 'MTR', '4.90'),
  article('product', 'Pressfitting Bogen 90°, 15 mm', 'C62', '6.20'),
  article('product', 'Kugelhahn ½″ mit Flügelgriff', 'C62', '14.50'),
  article('product', 'Gas-Brennwerttherme 24 kW', 'C62', '3490.00'),
  article('product', 'Warmwasserspeicher 200 l', 'C62', '1290.00'),
  article('product', 'Membran-Ausdehnungsgefäß 25 l', 'C62', '79.00'),
  article('product', 'Hocheffizienz-Umwälzpumpe', 'C62', '329.00'),
  article('product', 'Waschtisch 60 cm mit Einhebelmischer', 'SET', '389.00'),
  article('product', 'Wand-WC spülrandlos mit WC-Sitz', 'SET', '459.00'),
  article('product', 'Unterputz-Spülkasten mit Betätigungsplatte', 'C62', '249.00'),
  article('product', 'Thermostat-Brausearmatur', 'C62', '279.00'),
  article('product', 'Mantelleitung NYM-J 3 × 1,5 mm²', 'MTR', '1.45'),
  article('product', 'Mantelleitung NYM-J 5 × 2,5 mm²', 'MTR', '3.20'),
  article('product', 'Schutzkontakt-Steckdose Unterputz', 'C62', '12.90'),
  article('product', 'Aus-/Wechselschalter Unterputz', 'C62', '11.50'),
  article('product', 'FI/LS-Schalter B16, 30 mA', 'C62', '69.00'),
  article('product', 'Unterverteilung 3-reihig, bestückt', 'C62', '189.00'),
  article('product', 'LED-Einbauleuchte, dimmbar', 'C62', '39.90'),
  article('product', 'Wallbox 11 kW (ohne Montage)', 'C62', '899.00'),
  article('product', 'Rauchwarnmelder mit 10-Jahres-Batterie', 'C62', '29.90'),
  article('product', 'Kleinmaterial pauschal (Dichtungen, Befestigung)', 'LS', '15.00'),
];

const costCentres: DemoRecord[] = [
  costCentre('100', 'Verwaltung', 'Büro, Buchhaltung, Geschäftsführung'),
  costCentre('200', 'Montage Sanitär/Heizung'),
  costCentre('210', 'Montage Elektro'),
  costCentre('300', 'Kundendienst und Wartung'),
  costCentre('400', 'Fuhrpark', 'Drei Servicefahrzeuge'),
  costCentre('500', 'Lager'),
];

const projects = (cal: DemoCalendar): DemoRecord[] => [
  {
    type: 'projects',
    key: 'bad-wagner',
    data: {
      name: 'Badsanierung Familie Wagner',
      customer: ref('wagner'),
      status: 'active',
      start_date: cal.weekday(-2, 1),
      end_date: cal.weekday(2, 5),
      budget_hours: 80,
      budget_amount: '18500.00',
      members: [profileRef('max'), profileRef('nina')],
      description: 'Komplettsanierung Bad OG: Rückbau, Vorwandinstallation, bodengleiche Dusche, Elektro.',
    },
  },
  {
    type: 'projects',
    key: 'heizung-isartal',
    data: {
      name: 'Heizungstausch Wohnanlage Isartal',
      customer: ref('isartal'),
      status: 'active',
      start_date: cal.day(-30),
      end_date: cal.day(45),
      budget_hours: 320,
      budget_amount: '96000.00',
      members: [profileRef('dana'), profileRef('max')],
      description:
        'Austausch der Ölheizung gegen zwei Gas-Brennwertkessel in Kaskade, hydraulischer Abgleich.',
    },
  },
  {
    type: 'projects',
    key: 'kita',
    data: {
      name: 'Elektroinstallation Neubau Kita Sonnenschein',
      customer: ref('sonnenschein'),
      status: 'planned',
      start_date: cal.weekday(3, 1),
      end_date: cal.weekday(12, 5),
      budget_hours: 240,
      budget_amount: '42000.00',
      members: [profileRef('max')],
    },
  },
  {
    type: 'projects',
    key: 'legionellen-seeblick',
    data: {
      name: 'Legionellenprüfung und Spülung Hotel Seeblick',
      customer: ref('seeblick'),
      status: 'done',
      start_date: cal.day(-60),
      end_date: cal.day(-52),
      budget_hours: 24,
      members: [profileRef('max')],
    },
  },
];

const tasks = (cal: DemoCalendar): DemoRecord[] => [
  task('Fliesenleger für Bad Wagner abstimmen', 'bad-wagner', 'dana', cal.day(1), 'open'),
  task('Vorwandelemente setzen', 'bad-wagner', 'max', cal.day(3), 'inProgress'),
  task('Material Bad Wagner bestellen', 'bad-wagner', 'nina', cal.day(-3), 'done'),
  task('Kesselanlieferung mit Hausverwaltung klären', 'heizung-isartal', 'dana', cal.day(-1), 'open'),
  task('Altanlage demontieren', 'heizung-isartal', 'max', cal.day(5), 'open'),
  task('Hydraulischen Abgleich berechnen', 'heizung-isartal', 'dana', cal.day(12), 'open'),
  task('Elektroplanung Kita prüfen', 'kita', 'max', cal.day(14), 'open'),
  task('Prüfprotokolle Hotel Seeblick versenden', 'legionellen-seeblick', 'dana', cal.day(-50), 'done'),
  task('Servicefahrzeug zum TÜV', undefined, 'nina', cal.day(7), 'open', 'Kennzeichen M-HW 212'),
  task('Wartungstermine für die Heizperiode vereinbaren', undefined, 'dana', cal.day(2), 'inProgress'),
];

const absences = (cal: DemoCalendar): DemoRecord[] => [
  absence('max', 'vacation', [cal.weekday(1, 1), cal.weekday(1, 5)], 'approved', {
    note: 'Familienurlaub',
  }),
  absence('max', 'sick', [cal.weekday(-1, 2), cal.weekday(-1, 3)], 'approved'),
  absence('nina', 'school', [cal.weekday(0, 3), cal.weekday(0, 3)], 'approved', {
    note: 'Berufsschule Elektrotechnik',
  }),
  absence('nina', 'overtimeReduction', [cal.weekday(2, 5), cal.weekday(2, 5)], 'requested', {
    half_day_start: true,
  }),
  absence('dana', 'vacation', [cal.weekday(5, 1), cal.weekday(6, 5)], 'requested'),
  absence('dana', 'specialLeave', [cal.weekday(3, 2), cal.weekday(3, 2)], 'rejected', {
    note: 'Umzug – Termin verschoben',
  }),
];

/** Articles, cost centres, projects, tasks and absences of Muster Handwerk GmbH, in creation order. */
export const handwerkWork = (cal: DemoCalendar): DemoRecord[] => [
  ...services,
  ...products.map((r) => (String(r.data.name).includes('Auslaufmodell') ? { ...r, archived: true } : r)),
  ...costCentres,
  ...projects(cal),
  ...tasks(cal),
  ...absences(cal),
];
