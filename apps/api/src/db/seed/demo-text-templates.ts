import type { TextTemplateInput } from '@kontor/contracts';

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

export const demoTextTemplates: Record<'handwerk' | 'beratung', TextTemplateInput[]> = {
  handwerk: [
    {
      name: 'Einleitung Angebot und Rechnung',
      usage: 'documentIntro',
      body: '{{kunde.anrede}}\n\nvielen Dank für Ihren Auftrag. Für die ausgeführten Arbeiten berechnen wir Ihnen:',
      is_default: true,
    },
    {
      name: 'Schlusstext mit Handwerkerleistungen',
      usage: 'documentOutro',
      body:
        'Bitte überweisen Sie den Betrag von {{dokument.betrag_brutto}} bis zum {{dokument.faellig_am}} ' +
        'auf unser Konto {{firma.iban}}.\n\nDie ausgewiesenen Lohnkosten können Sie als Handwerkerleistung ' +
        'nach §35a EStG steuerlich geltend machen.\n\nMit freundlichen Grüßen\n{{firma.name}}',
      is_default: true,
    },
    emailDocument('Bei Fragen zu den ausgeführten Arbeiten rufen Sie uns gern an.'),
    reminder,
  ],
  beratung: [
    {
      name: 'Einleitung Beratungsleistungen',
      usage: 'documentIntro',
      body:
        '{{kunde.anrede}}\n\nfür die im Zeitraum {{dokument.zeitraum}} erbrachten Beratungsleistungen ' +
        'erlauben wir uns, wie vereinbart zu berechnen:',
      is_default: true,
    },
    {
      name: 'Schlusstext Zahlungsziel',
      usage: 'documentOutro',
      body:
        'Bitte überweisen Sie {{dokument.betrag_brutto}} bis zum {{dokument.faellig_am}} auf unser Konto ' +
        '{{firma.iban}}.\n\nWir danken für die vertrauensvolle Zusammenarbeit.\n\n{{firma.name}}',
      is_default: true,
    },
    emailDocument('Für Rückfragen stehen wir Ihnen jederzeit zur Verfügung.'),
  ],
};
