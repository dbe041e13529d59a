import type { Tx } from '../../db/database.ts';
import { notFound } from '../../core/http/errors.ts';
import { getDocumentById } from '../documents/index.ts';
import { toSentEmail } from './sent-email-mapper.ts';
import { listSentEmailsOfDocument } from './sent-emails.repository.ts';

export async function listDocumentEmails(tx: Tx, id: number) {
  if (!(await getDocumentById(tx, id))) throw notFound('Das Dokument wurde nicht gefunden.');
  return { items: (await listSentEmailsOfDocument(tx, id)).map(toSentEmail) };
}
