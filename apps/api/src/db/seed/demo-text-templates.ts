import {
  dunningStandardTexts,
  dunningTextKey,
  type DocumentType,
  type TextTemplateInput,
} from '@kontor/contracts';

// The default texts a new user finds under Einstellungen → Textvorlagen, one per usage that
// documents and e-mails fill in automatically, plus a reminder. Placeholders from the catalog only.

const emailDocument = (closing: string): TextTemplateInput => ({
  name: 'Dokument per E-Mail',
  usage: 'emailDocument',
  subject: '{{dokument.art}} {{dokument.nummer}} von {{firma.name}}',
  body:
    '{{kunde.anrede}}\n\nim Anhang erhalten Sie unsere {{dokument.art}} {{dokument.nummer}} vom ' +
    `{{dokument.datum}}.\n\n${closing}\n\nMit freundlichen Grüßen\n{{benutzer.name}}\n{{firma.name}}`,
  is_default: true,
});

const reminder: TextTemplateInput = {
  name: 'Zahlungserinnerung',
  usage: 'emailReminder',
  subject: 'Zahlungserinnerung zu {{dokument.art}} {{dokument.nummer}}',
  body:
    '{{kunde.anrede}}\n\nsicher ist es Ihrer Aufmerksamkeit entgangen: Unsere {{dokument.art}} ' +
    '{{dokument.nummer}} vom {{dokument.datum}} war am {{dokument.faellig_am}} fällig. Offen sind noch ' +
    '{{dokument.betrag_offen}}.\n\nBitte überweisen Sie den Betrag auf unser Konto {{firma.iban}}. ' +
    'Sollten Sie inzwischen bezahlt haben, betrachten Sie diese E-Mail bitte als gegenstandslos.\n\n' +
    'Mit freundlichen Grüßen\n{{benutzer.name}}\n{{firma.name}}',
  is_default: true,
};

const greeting = '\n\nMit freundlichen Grüßen\n{{firma.name}}';

/** One intro or closing text, the standard of the document types listed. */
const documentText = (
  name: string,
  usage: 'documentIntro' | 'documentOutro',
  document_types: DocumentType[],
  body: string,
): TextTemplateInput => ({ name, usage, body, is_default: true, document_types });

/**
 * Intro and closing texts per document type: a quote offers, an invoice asks for the amount
 * due (after advances), a credit note or Storno asks for nothing. Amounts and dates the payment
 * terms print are not repeated here, so the PDF never says two different things.
 */
const documentTexts = (invoiceIntro: string, quoteOutro: string): TextTemplateInput[] => [
  documentText(
    'Einleitung Angebot',
    'documentIntro',
    ['quote'],
    '{{kunde.anrede}}\n\nvielen Dank für Ihre Anfrage. Gern bieten wir Ihnen an:',
  ),
  documentText(
    'Einleitung Auftragsbestätigung',
    'documentIntro',
    ['orderConfirmation'],
    '{{kunde.anrede}}\n\nvielen Dank für Ihren Auftrag. Wir bestätigen Ihnen die folgenden Leistungen:',
  ),
  documentText(
    'Einleitung Lieferschein',
    'documentIntro',
    ['deliveryNote'],
    '{{kunde.anrede}}\n\nwir liefern Ihnen:',
  ),
  documentText('Einleitung Rechnung', 'documentIntro', ['invoice'], `{{kunde.anrede}}\n\n${invoiceIntro}`),
  documentText(
    'Einleitung Abschlagsrechnung',
    'documentIntro',
    ['advanceInvoice'],
    '{{kunde.anrede}}\n\nwie vereinbart berechnen wir Ihnen für die bisher erbrachten Leistungen einen Abschlag:',
  ),
  documentText(
    'Einleitung Schlussrechnung',
    'documentIntro',
    ['finalInvoice'],
    '{{kunde.anrede}}\n\nnach Abschluss der Arbeiten berechnen wir Ihnen die Gesamtleistung. ' +
      'Die bereits gestellten Abschlagsrechnungen sind unten verrechnet.',
  ),
  documentText(
    'Einleitung Gutschrift',
    'documentIntro',
    ['creditNote', 'cancellation'],
    '{{kunde.anrede}}\n\nwir schreiben Ihnen die folgenden Positionen gut:',
  ),
  documentText('Schlusstext Angebot', 'documentOutro', ['quote'], `${quoteOutro}${greeting}`),
  documentText(
    'Schlusstext Auftragsbestätigung',
    'documentOutro',
    ['orderConfirmation'],
    `Wir freuen uns auf die Zusammenarbeit und stimmen den Termin mit Ihnen ab.${greeting}`,
  ),
  documentText(
    'Schlusstext Lieferschein',
    'documentOutro',
    ['deliveryNote'],
    `Bitte prüfen Sie die Lieferung auf Vollständigkeit.${greeting}`,
  ),
  documentText(
    'Schlusstext Rechnung',
    'documentOutro',
    ['invoice', 'advanceInvoice', 'finalInvoice'],
    'Bitte überweisen Sie den Zahlbetrag von {{dokument.betrag_zahlbar}} unter Angabe der Rechnungsnummer ' +
      `{{dokument.nummer}} auf unser Konto {{firma.iban}}. Vielen Dank für Ihren Auftrag.${greeting}`,
  ),
  documentText(
    'Schlusstext Gutschrift und Storno',
    'documentOutro',
    ['creditNote', 'cancellation'],
    `Bei Fragen sind wir gern für Sie da.${greeting}`,
  ),
];

// Intro and closing per Mahnstufe, the same as the built-in ones, so the user finds and edits them.
const dunningTexts: TextTemplateInput[] = dunningStandardTexts.map((text) => ({
  name: text.name,
  usage: text.usage,
  body: text.body,
  is_default: true,
  document_types: text.levels.map(dunningTextKey),
}));

// A letter text to insert into a DIN 5008 letter (Briefe → Textvorlage einfügen).
const appointmentLetter: TextTemplateInput = {
  name: 'Terminbestätigung',
  usage: 'letter',
  subject: null,
  body:
    '{{kunde.anrede}}\n\nhiermit bestätigen wir Ihnen den vereinbarten Termin. Bitte sorgen Sie dafür, ' +
    'dass unsere Monteure Zugang zu den Räumen haben. Sollte der Termin nicht passen, rufen Sie uns bitte an.' +
    '\n\nMit freundlichen Grüßen\n\n{{benutzer.name}}\n{{firma.name}}',
  is_default: false,
};

export const demoTextTemplates: Record<'handwerk' | 'beratung', TextTemplateInput[]> = {
  handwerk: [
    ...documentTexts(
      'vielen Dank für Ihren Auftrag. Für die ausgeführten Arbeiten berechnen wir Ihnen:',
      'Wir würden uns freuen, die Arbeiten für Sie auszuführen. Bei Fragen zu diesem Angebot rufen Sie uns gern an.',
    ),
    emailDocument('Bei Fragen zu den ausgeführten Arbeiten rufen Sie uns gern an.'),
    reminder,
    ...dunningTexts,
    appointmentLetter,
  ],
  beratung: [
    ...documentTexts(
      'für die erbrachten Beratungsleistungen erlauben wir uns, wie vereinbart zu berechnen:',
      'Wir freuen uns auf Ihre Zusage und die Zusammenarbeit.',
    ),
    emailDocument('Für Rückfragen stehen wir Ihnen jederzeit zur Verfügung.'),
    ...dunningTexts,
  ],
};
