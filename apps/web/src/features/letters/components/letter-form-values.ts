import type { Letter, LetterInput, LetterRecipientType } from '@kontor/contracts';

/** Today in Berlin as `YYYY-MM-DD` (a letter is dated the day it is written). */
export const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

export interface LetterFormValues {
  recipient_type: LetterRecipientType;
  recipient_id: number | null;
  address: string;
  subject: string;
  letter_date: string;
  body: string;
  your_reference: string;
  your_message_date: string | null;
  our_reference: string;
  contact_person: string;
}

export const emptyLetter = (): LetterFormValues => ({
  recipient_type: 'customers',
  recipient_id: null,
  address: '',
  subject: '',
  letter_date: todayIso(),
  body: '{{kunde.anrede}}\n\n\n\nMit freundlichen Grüßen\n\n{{benutzer.name}}\n{{firma.name}}',
  your_reference: '',
  your_message_date: null,
  our_reference: '',
  contact_person: '',
});

export const formValuesOf = (letter: Letter): LetterFormValues => ({
  recipient_type: letter.recipient_type,
  recipient_id: letter.recipient_id,
  address: letter.address_lines.join('\n'),
  subject: letter.subject,
  letter_date: letter.letter_date,
  body: letter.body,
  your_reference: letter.your_reference ?? '',
  your_message_date: letter.your_message_date,
  our_reference: letter.our_reference ?? '',
  contact_person: letter.contact_person ?? '',
});

/** What the API gets; an empty address means "take it over from the record". */
export const inputOf = (values: LetterFormValues): LetterInput => ({
  recipient_type: values.recipient_type,
  recipient_id: values.recipient_id ?? 0,
  address_lines: values.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  subject: values.subject,
  letter_date: values.letter_date,
  body: values.body,
  your_reference: values.your_reference || null,
  your_message_date: values.your_message_date,
  our_reference: values.our_reference || null,
  contact_person: values.contact_person || null,
});
