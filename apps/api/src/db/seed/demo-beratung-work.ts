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

// Services, a few products, cost centres, projects, tasks and absences of "Beispiel Beratung AG".
// Only Dana Demo works in this tenant, so she is every project's member and every task's owner.

const reduced = { vat_rate: '7', revenue_account: '8300' };

const services: DemoRecord[] = [
  article('service', 'Beratertag (8 Stunden)', 'DAY', '1200.00'),
  article('service', 'Beratung halber Tag (4 Stunden)', 'LS', '650.00'),
  article('service', 'Beraterstunde', 'HUR', '165.00'),
  article('service', 'Senior-Beraterstunde', 'HUR', '210.00'),
  article('service', 'Partnerstunde', 'HUR', '260.00'),
  article('service', 'Junior-Beraterstunde', 'HUR', '110.00'),
  article('service', 'Workshop ganztägig (bis 12 Teilnehmende)', 'LS', '2400.00', {
    description: 'Vorbereitung, Durchführung mit zwei Moderierenden, Fotoprotokoll.',
  }),
  article('service', 'Workshop halbtägig', 'LS', '1400.00'),
  article('service', 'Workshopvorbereitung', 'HUR', '140.00'),
  article('service', 'Moderation Strategieklausur', 'DAY', '1800.00'),
  article('service', 'Interim-Management', 'DAY', '1450.00'),
  article('service', 'Projektmanagement (Monatspauschale)', 'MON', '4500.00'),
  article('service', 'Retainer Beratung (10 Stunden im Monat)', 'MON', '1500.00'),
  article('service', 'Coaching-Sitzung (90 Minuten)', 'C62', '270.00'),
  article('service', 'Online-Coaching (60 Minuten)', 'C62', '180.00'),
  article('service', 'Telefonische Kurzberatung (15 Minuten)', 'C62', '45.00'),
  article('service', 'Potenzialanalyse Führungskräfte', 'LS', '3900.00'),
  article('service', 'Prozessanalyse (Ist-Aufnahme)', 'LS', '5800.00'),
  article('service', 'Digitalisierungs-Check für KMU', 'LS', '2900.00', {
    description: 'Zwei Tage vor Ort, Reifegrad-Bewertung, priorisierte Maßnahmenliste.',
  }),
  article('service', 'DSGVO-Audit', 'LS', '3400.00'),
  article('service', 'Externer Datenschutzbeauftragter (Monat)', 'MON', '390.00'),
  article('service', 'Fördermittelberatung', 'HUR', '150.00'),
  article('service', 'Gutachten und Stellungnahmen', 'HUR', '190.00'),
  article('service', 'Vortrag / Keynote', 'LS', '2500.00'),
  article('service', 'Mentoring-Paket (6 Monate)', 'LS', '4800.00'),
  article('service', 'Tagesseminar, je Teilnehmende', 'C62', '590.00'),
  article('service', 'Dokumentation und Abschlussbericht', 'LS', '1200.00'),
  article('service', 'Stornogebühr Workshop', 'LS', '600.00'),
  article('service', 'Reisekosten pauschal (Berlin und Brandenburg)', 'LS', '150.00'),
  article('service', 'Reisekosten pauschal (bundesweit)', 'LS', '390.00'),
  article('service', 'Fahrtkosten je Kilometer', 'KMT', '0.30'),
  article('service', 'Übernachtungspauschale', 'C62', '140.00'),
  article('service', 'Raummiete Seminarraum', 'DAY', '350.00'),
  article('service', 'Technikpauschale (Beamer, Moderationskoffer)', 'LS', '90.00'),
  article('service', 'Catering je Teilnehmende', 'C62', '38.00'),
  article('service', 'Lizenz Online-Lernplattform', 'ANN', '480.00'),
  article('service', 'Remote-Workshop mit Whiteboard-Tool (alt)', 'LS', '900.00'),
];

// Books and e-books carry the reduced rate (UStG §12 Abs. 2 Nr. 14).
const products: DemoRecord[] = [
  article('product', 'Fachbuch „Prozesse einfach gestalten“', 'C62', '39.90', reduced),
  article('product', 'E-Book „Digitalisierung im Mittelstand“', 'C62', '24.90', reduced),
  article('product', 'Seminarunterlagen gedruckt', 'C62', '35.00'),
  article('product', 'Moderationskarten-Set', 'XPK', '19.50'),
];

const costCentres: DemoRecord[] = [
  costCentre('100', 'Verwaltung'),
  costCentre('200', 'Beratung'),
  costCentre('210', 'Training & Workshops'),
  costCentre('300', 'Vertrieb und Marketing'),
  costCentre('400', 'Interne Projekte', 'Weiterbildung, Methodenentwicklung'),
];

const project = (key: string, data: Record<string, unknown>): DemoRecord => ({
  type: 'projects',
  key,
  data: { members: [profileRef('dana')], ...data },
});

const projects = (cal: DemoCalendar): DemoRecord[] => [
  project('digital-nordlicht', {
    name: 'Digitalisierungsstrategie Nordlicht Logistik',
    customer: ref('nordlicht'),
    status: 'active',
    start_date: cal.day(-40),
    end_date: cal.day(50),
    budget_hours: 160,
    budget_amount: '26400.00',
    description: 'Ist-Aufnahme der Lagerprozesse, Zielbild 2028, Roadmap mit Quick Wins.',
  }),
  project('prozess-rhein', {
    name: 'Prozessanalyse Auftragsabwicklung',
    customer: ref('rheinmaschinen'),
    status: 'active',
    start_date: cal.day(-10),
    end_date: cal.day(35),
    budget_hours: 90,
    budget_amount: '15000.00',
  }),
  project('workshop-spree', {
    name: 'Führungskräfte-Workshop Spree Digital',
    customer: ref('spreedigital'),
    status: 'planned',
    start_date: cal.weekday(4, 4),
    end_date: cal.weekday(4, 5),
    budget_amount: '4800.00',
  }),
  project('dsgvo-weser', {
    name: 'DSGVO-Audit Weser Software',
    customer: ref('wesersoftware'),
    status: 'done',
    start_date: cal.day(-90),
    end_date: cal.day(-70),
    budget_hours: 24,
    budget_amount: '3400.00',
  }),
  project('intern', {
    name: `Interne Weiterbildung ${cal.year}`,
    status: 'active',
    start_date: `${cal.year}-01-01`,
    end_date: `${cal.year}-12-31`,
    budget_hours: 120,
  }),
];

const tasks = (cal: DemoCalendar): DemoRecord[] => [
  task(
    'Interviewleitfaden Lagerleitung fertigstellen',
    'digital-nordlicht',
    'dana',
    cal.day(2),
    'inProgress',
  ),
  task('Zwischenpräsentation Lenkungskreis', 'digital-nordlicht', 'dana', cal.day(9), 'open'),
  task('Prozesslandkarte abstimmen', 'prozess-rhein', 'dana', cal.day(-1), 'open'),
  task('Agenda und Teilnehmerliste anfordern', 'workshop-spree', 'dana', cal.day(6), 'open'),
  task('Abschlussbericht DSGVO-Audit versenden', 'dsgvo-weser', 'dana', cal.day(-68), 'done'),
  task('Seminar „Moderation mit Wirkung“ buchen', 'intern', 'dana', cal.day(20), 'open'),
  task('Reisekosten des Vormonats abrechnen', undefined, 'dana', cal.day(4), 'open'),
];

const absences = (cal: DemoCalendar): DemoRecord[] => [
  absence('dana', 'vacation', [cal.weekday(3, 1), cal.weekday(3, 5)], 'approved'),
  absence('dana', 'sick', [cal.weekday(-1, 4), cal.weekday(-1, 5)], 'approved'),
  absence('dana', 'vacation', [cal.weekday(8, 1), cal.weekday(9, 5)], 'requested', {
    note: 'Brückentage mitnehmen',
  }),
];

/** Articles, cost centres, projects, tasks and absences of Beispiel Beratung AG, in creation order. */
export const beratungWork = (cal: DemoCalendar): DemoRecord[] => [
  ...services.map((r) => (String(r.data.name).endsWith('(alt)') ? { ...r, archived: true } : r)),
  ...products,
  ...costCentres,
  ...projects(cal),
  ...tasks(cal),
  ...absences(cal),
];
