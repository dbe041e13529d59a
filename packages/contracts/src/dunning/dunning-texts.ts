import type { DunningLevel } from './dunning-levels.ts';

export interface DunningStandardText {
  name: string;
  usage: 'dunningIntro' | 'dunningOutro';
  /** The Mahnstufen this text is the standard of. */
  levels: readonly DunningLevel[];
  body: string;
}

const greeting = '\n\nMit freundlichen Grüßen\n{{firma.name}}';

/**
 * The standard intro and closing per Mahnstufe: the reminder stays friendly, the 1. Mahnung names
 * its fee when one is charged, the 2. Mahnung sets a last deadline and announces what follows. New demo tenants get
 * them as text templates (migration 0039 gives them to existing tenants with the same wording),
 * and a tenant without a standard for a level gets these as they are.
 */
export const dunningStandardTexts: readonly DunningStandardText[] = [
  {
    name: 'Einleitung Zahlungserinnerung',
    usage: 'dunningIntro',
    levels: [1],
    body:
      '{{kunde.anrede}}\n\nsicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere {{dokument.art}} ' +
      '{{dokument.nummer}} vom {{dokument.datum}} noch nicht vollständig bezahlt ist. Sie war am ' +
      '{{dokument.faellig_am}} fällig, offen sind noch {{dokument.betrag_offen}}. Bitte überweisen Sie den ' +
      'Betrag bis zum {{mahnung.frist}}.',
  },
  {
    name: 'Einleitung 1. Mahnung',
    usage: 'dunningIntro',
    levels: [2],
    body:
      '{{kunde.anrede}}\n\nleider konnten wir zu unserer {{dokument.art}} {{dokument.nummer}} vom ' +
      '{{dokument.datum}}, fällig am {{dokument.faellig_am}}, trotz unserer Zahlungserinnerung noch keinen ' +
      'vollständigen Zahlungseingang feststellen. Offen sind {{dokument.betrag_offen}}. Bitte überweisen ' +
      'Sie die Gesamtforderung von {{mahnung.forderung}} bis zum {{mahnung.frist}}. {{mahnung.gebuehr_hinweis}}',
  },
  {
    name: 'Einleitung 2. Mahnung',
    usage: 'dunningIntro',
    levels: [3],
    body:
      '{{kunde.anrede}}\n\ntrotz Zahlungserinnerung und Mahnung ist unsere {{dokument.art}} ' +
      '{{dokument.nummer}} vom {{dokument.datum}} weiterhin nicht bezahlt. Wir fordern Sie letztmalig auf, ' +
      'die Gesamtforderung von {{mahnung.forderung}} bis spätestens {{mahnung.frist}} zu begleichen.\n\n' +
      'Geht bis dahin keine Zahlung ein, werden wir ohne weitere Ankündigung das gerichtliche ' +
      'Mahnverfahren einleiten oder ein Inkassounternehmen beauftragen. Die dadurch entstehenden ' +
      'Kosten gehen zu Ihren Lasten.',
  },
  {
    name: 'Schlusstext Zahlungserinnerung',
    usage: 'dunningOutro',
    levels: [1],
    body:
      'Sollten Sie die Zahlung inzwischen veranlasst haben, betrachten Sie dieses Schreiben bitte als ' +
      `gegenstandslos.${greeting}`,
  },
  {
    name: 'Schlusstext Mahnung',
    usage: 'dunningOutro',
    levels: [2, 3],
    body:
      'Haben Sie inzwischen bezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos. Bei Fragen ' +
      `zu dieser Forderung rufen Sie uns gern an.${greeting}`,
  },
];

/** The built-in text of a level, for a tenant that has chosen no standard of its own. */
export const builtInDunningText = (usage: DunningStandardText['usage'], level: DunningLevel): string =>
  dunningStandardTexts.find((text) => text.usage === usage && text.levels.includes(level))!.body;
