import type { PlaceholderGroup } from './text-template-placeholders.ts';

/** What a text template is for (DOMAIN.md "texttemplates"); each usage has at most one default. */
export const textTemplateUsages = [
  'documentIntro',
  'documentOutro',
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
  /** Document texts have a standard per document type (a quote never gets an invoice's closing). */
  perDocumentType?: boolean;
}

const allGroups: readonly PlaceholderGroup[] = ['kunde', 'dokument', 'firma', 'benutzer', 'allgemein'];

export const textTemplateUsageDefinitions: Record<TextTemplateUsage, TextTemplateUsageDefinition> = {
  documentIntro: {
    label: 'Einleitungstext Dokument',
    description: 'Steht auf Angeboten, Rechnungen und Gutschriften über den Positionen.',
    hasSubject: false,
    groups: allGroups,
    perDocumentType: true,
  },
  documentOutro: {
    label: 'Schlusstext Dokument',
    description: 'Steht unter den Positionen, etwa mit Zahlungshinweis und Gruß.',
    hasSubject: false,
    groups: allGroups,
    perDocumentType: true,
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

/** Intro and closing of documents: their standard is chosen per document type. */
export const isPerDocumentTypeUsage = (usage: TextTemplateUsage) =>
  textTemplateUsageDefinitions[usage].perDocumentType === true;
