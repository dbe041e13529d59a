import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZDocumentId } from '../documents/documents.contracts.ts';
import {
  ZDunningNotice,
  ZDunningNoticeCreate,
  ZDunningNoticeList,
  ZDunningNoticeSend,
  ZDunningOverview,
  ZDunningOverviewQuery,
} from './dunning.schemas.ts';

const ZNoticeParams = ZDocumentId.extend({ noticeId: z.coerce.number().int().positive() });

export const listOverdueInvoices = defineContract({
  method: 'GET',
  path: '/api/dunning',
  access: 'documents.read',
  summary: 'Überfällige Rechnungen nach Mahnstufe, mit Tagen im Verzug und Verzugszinsen bis heute.',
  query: ZDunningOverviewQuery,
  response: ZDunningOverview,
});

export const listDunningNotices = defineContract({
  method: 'GET',
  path: '/api/documents/:id/dunning-notices',
  access: 'documents.read',
  summary: 'Zahlungserinnerungen und Mahnungen einer Rechnung.',
  params: ZDocumentId,
  response: ZDunningNoticeList,
});

export const createDunningNotice = defineContract({
  method: 'POST',
  path: '/api/documents/:id/dunning-notices',
  access: 'documents.write',
  summary:
    'Zahlungserinnerung oder Mahnung erstellen: Beträge, Gebühren und Zinsen werden eingefroren, das PDF archiviert.',
  params: ZDocumentId,
  body: ZDunningNoticeCreate,
  response: ZDunningNotice,
  status: 201,
});

export const downloadDunningNoticePdf = defineContract({
  method: 'GET',
  path: '/api/documents/:id/dunning-notices/:noticeId/pdf',
  access: 'documents.read',
  summary: 'Das archivierte PDF einer Zahlungserinnerung oder Mahnung.',
  params: ZNoticeParams,
  query: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
  response: z.unknown(),
});

export const sendDunningNotice = defineContract({
  method: 'POST',
  path: '/api/documents/:id/dunning-notices/:noticeId/send',
  access: 'documents.send',
  summary: 'Mahnung per E-Mail versenden (Textvorlage „Mahnung per E-Mail“, PDF im Anhang).',
  params: ZNoticeParams,
  body: ZDunningNoticeSend,
  response: ZDunningNotice,
});
