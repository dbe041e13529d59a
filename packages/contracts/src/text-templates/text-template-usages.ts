import { documentTypeDefinitions, documentTypes } from '../documents/document-types.ts';
import { dunningLevelLabels, dunningLevels, dunningTextKey } from '../dunning/dunning-levels.ts';
import type { PlaceholderGroup } from './text-template-placeholders.ts';

/** What a text template is for (DOMAIN.md "texttemplates"); each usage has at most one default. */
export const textTemplateUsages = [
  'documentIntro',
  'documentOutro',
  'dunningIntro',
  'dunningOutro',
  'emailDocument',
  'emailReminder',
  'letter',
] as const;
export type TextTemplateUsage = (typeof textTemplateUsages)[number];

export const isTextTemplateUsage = (value: string): value is TextTemplateUsage =>
  (textTemplateUsages as readonly string[]).includes(value);

export interface TextTemplateUsageDefinition {
  label: string;
  description: string;
  /** E-mails need a subject line; the other texts have none (it is stored as null). */
  hasSubject: boolean;
  /** The placeholder groups this kind of text can fill in. */
  groups: readonly PlaceholderGroup[];
  /**
   * Texts with a standard per target: document texts per document type (a quote never gets an
   * invoice's closing), dunning texts per Mahnstufe (a friendly reminder announces no lawsuit).
   */
  standardPer?: 'documentType' | 'dunningLevel';
}

const allGroups: readonly PlaceholderGroup[] = ['kunde', 'dokument', 'firma', 'benutzer', 'allgemein'];
/** A dunning letter also knows its own figures (fee, new deadline, total claim). */
const dunningGroups: readonly PlaceholderGroup[] = [...allGroups, 'mahnung'];

export const textTemplateUsageDefinitions: Record<TextTemplateUsage, TextTemplateUsageDefinition> = {
  documentIntro: {
    label: 'Einleitungstext Dokument',
    description: 'Steht auf Angeboten, Rechnungen und Gutschriften über den Positionen.',
    hasSubject: false,
    groups: allGroups,
    standardPer: 'documentType',
  },
  documentOutro: {
    label: 'Schlusstext Dokument',
    description: 'Steht unter den Positionen, etwa mit Zahlungshinweis und Gruß.',
    hasSubject: false,
    groups: allGroups,
    standardPer: 'documentType',
  },
  dunningIntro: {
    label: 'Einleitungstext Mahnung',
    description: 'Steht auf Zahlungserinnerung und Mahnungen über der Aufstellung der Forderung.',
    hasSubject: false,
    groups: dunningGroups,
    standardPer: 'dunningLevel',
  },
  dunningOutro: {
    label: 'Schlusstext Mahnung',
    description: 'Steht auf Zahlungserinnerung und Mahnungen unter dem Zahlungshinweis, etwa mit Gruß.',
    hasSubject: false,
    groups: dunningGroups,
    standardPer: 'dunningLevel',
  },
  emailDocument: {
    label: 'E-Mail mit Dokument',
    description: 'Betreff und Text der E-Mail, mit der ein Dokument als PDF verschickt wird.',
    hasSubject: true,
    groups: allGroups,
  },
  emailReminder: {
    label: 'Mahnung per E-Mail',
    description: 'Zahlungserinnerung oder Mahnung zu einer offenen Rechnung.',
    hasSubject: true,
    groups: allGroups,
  },
  letter: {
    label: 'Brief',
    description: 'Text eines Briefs nach DIN 5008 an Kunden, Lieferanten oder Ansprechpartner.',
    hasSubject: false,
    // A letter belongs to no document, so document values would stay empty.
    groups: ['kunde', 'firma', 'benutzer', 'allgemein'],
  },
};

/** Intro and closing texts: their standard is chosen per document type or per Mahnstufe. */
export const hasStandardPerTarget = (usage: TextTemplateUsage) =>
  textTemplateUsageDefinitions[usage].standardPer !== undefined;

export interface StandardTarget {
  /** Stored in `document_types`: a document type, or `dunningLevel1` … `dunningLevel3`. */
  key: string;
  label: string;
}

const documentTypeTargets: readonly StandardTarget[] = documentTypes.map((type) => ({
  key: type,
  label: documentTypeDefinitions[type].label,
}));
const dunningLevelTargets: readonly StandardTarget[] = dunningLevels.map((level) => ({
  key: dunningTextKey(level),
  label: dunningLevelLabels[level],
}));

/** What a text of this usage can be the standard for, in order; none for the other usages. */
export function standardTargetsOf(usage: TextTemplateUsage): readonly StandardTarget[] {
  const per = textTemplateUsageDefinitions[usage].standardPer;
  if (per === 'documentType') return documentTypeTargets;
  if (per === 'dunningLevel') return dunningLevelTargets;
  return [];
}

/** The label of a stored target key (a document type or a Mahnstufe), the key itself if unknown. */
export const standardTargetLabel = (key: string): string =>
  [...documentTypeTargets, ...dunningLevelTargets].find((target) => target.key === key)?.label ?? key;
