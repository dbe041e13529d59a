import {
  createLetter,
  createLetterSeries,
  deleteLetter,
  downloadLetterPdf,
  downloadLetterSeriesPdf,
  finalizeLetter,
  getLetter,
  listLetters,
  markLetterPrinted,
  previewLetterPdf,
  sendLetter,
  updateLetter,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { readStoredFile, sendStoredFile } from '../../document-output/index.ts';
import { mailDeliveryFailed } from '../../document-sending/index.ts';
import * as delivery from '../letter-delivery.service.ts';
import * as series from '../letter-series.service.ts';
import * as letters from '../letters.service.ts';
import { findLetterById } from '../letters.repository.ts';

export const listLettersRoute = defineRoute(listLetters, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => letters.listLetters(tx, query)),
);

export const getLetterRoute = defineRoute(getLetter, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => letters.getLetter(tx, params.id)),
);

export const createLetterRoute = defineRoute(createLetter, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => letters.createLetter(tx, actorOf(auth), body)),
);

export const updateLetterRoute = defineRoute(updateLetter, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => letters.updateLetter(tx, actorOf(auth), params.id, body)),
);

export const deleteLetterRoute = defineRoute(deleteLetter, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => letters.deleteLetter(tx, actorOf(auth), params.id)),
);

/** Inline PDF; `no-store` because a draft's preview changes with every save. */
export const previewLetterRoute = defineRoute(previewLetterPdf, async ({ params, auth, deps, reply }) => {
  const bytes = await withTenant(deps.db, auth.tenantId, async (tx) => {
    const row = await findLetterById(tx, params.id);
    if (!row) throw letters.letterNotFound();
    if (row.status === 'draft') return letters.renderDraftPdf(deps, tx, actorOf(auth), row);
    return readStoredFile(deps, auth.tenantId, await delivery.findLetterPdf(tx, row));
  });
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'no-store');
  return Buffer.from(bytes);
});

export const downloadLetterPdfRoute = defineRoute(
  downloadLetterPdf,
  async ({ params, query, auth, deps, request, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, async (tx) =>
      delivery.findLetterPdf(tx, await findLetterById(tx, params.id)),
    );
    return sendStoredFile(reply, deps, auth.tenantId, file, {
      disposition: query.disposition,
      ifNoneMatch: request.headers['if-none-match'],
    });
  },
);

export const finalizeLetterRoute = defineRoute(finalizeLetter, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    delivery.finalizeLetter(deps, tx, actorOf(auth), params.id, body.version),
  ),
);

export const markLetterPrintedRoute = defineRoute(markLetterPrinted, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    delivery.markLetterPrinted(tx, actorOf(auth), params.id, body.version),
  ),
);

// The failed attempt is committed first (sent_emails row, history), then answered with 502.
export const sendLetterRoute = defineRoute(sendLetter, async ({ params, body, auth, deps }) => {
  const { outcome, letter } = await withTenant(deps.db, auth.tenantId, (tx) =>
    delivery.sendLetter(deps, tx, actorOf(auth), params.id, body),
  );
  if (!outcome.ok) throw mailDeliveryFailed(outcome.error ?? '');
  return letter;
});

export const createLetterSeriesRoute = defineRoute(createLetterSeries, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => series.createLetterSeries(deps, tx, actorOf(auth), body)),
);

export const downloadLetterSeriesPdfRoute = defineRoute(
  downloadLetterSeriesPdf,
  async ({ params, query, auth, deps, request, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) => series.findLetterSeriesPdf(tx, params.id));
    return sendStoredFile(reply, deps, auth.tenantId, file, {
      disposition: query.disposition,
      ifNoneMatch: request.headers['if-none-match'],
    });
  },
);
