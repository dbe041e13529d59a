import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import '../i18n.ts';

export interface MessageFields {
  to: string[];
  cc: string[];
  bcc?: string[];
  subject: string;
  body: string;
}

export type MessageProblems = Partial<Record<keyof MessageFields, string>>;

type Translate = (key: string, values?: Record<string, string>) => string;

const isAddress = (value: string) => z.email().safeParse(value).success;

/** What stops an e-mail from being sent, per field — checked before the server is asked. */
export function messageProblems(message: MessageFields, t: Translate): MessageProblems {
  const addressProblem = (list: string[] = []) => {
    const bad = list.find((address) => !isAddress(address));
    return bad === undefined ? undefined : t('mail.invalidAddress', { address: bad });
  };
  const found: MessageProblems = {
    to: message.to.length === 0 ? t('mail.toRequired') : addressProblem(message.to),
    cc: addressProblem(message.cc),
    bcc: addressProblem(message.bcc),
    subject: message.subject.trim() ? undefined : t('mail.subjectRequired'),
    body: message.body.trim() ? undefined : t('mail.bodyRequired'),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem));
}

/** `messageProblems` with the texts of the signed-in user's language. */
export function useMessageCheck(): (message: MessageFields) => MessageProblems {
  const { t } = useTranslation('ui');
  return (message) => messageProblems(message, (key, values) => (values ? t(key, values) : t(key)));
}
