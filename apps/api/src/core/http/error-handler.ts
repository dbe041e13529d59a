import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  FOREIGN_KEY_SQLSTATE,
  IMMUTABLE_SQLSTATE,
  pgErrorCode,
  pgErrorConstraint,
  pgErrorMessage,
} from '../../db/pg-error.ts';
import { AppError } from './errors.ts';
import { referenceViolation } from './reference-violations.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './unsafe-text.ts';

// Text the database cannot store (NUL, bytes invalid in UTF-8): the request hook catches it
// first; these are the safety net for text that arrives another way (an uploaded CSV, say).
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

// `message` also at the top level: outside automation reads `body.message` (issue 14's contract),
// the web client reads `error.message`; both carry the same German text.
const send = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { message, error: fields ? { code, message, fields } : { code, message } },
});

const FASTIFY_MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Die Anfrage ist fehlerhaft.' },
  404: { code: 'not_found', message: 'Diese Adresse gibt es nicht.' },
  405: { code: 'bad_request', message: 'Diese Methode ist hier nicht erlaubt.' },
  413: { code: 'payload_too_large', message: 'Die Anfrage ist zu groß.' },
  415: { code: 'bad_request', message: 'Dieses Datenformat wird nicht unterstützt.' },
  429: { code: 'too_many_requests', message: 'Zu viele Anfragen. Bitte später erneut versuchen.' },
};

/** Refusals by the schema every module gets for free: an id of another tenant (or of nothing). */
function databaseRefusal(error: unknown, request: FastifyRequest): AppError | undefined {
  if (pgErrorCode(error) !== FOREIGN_KEY_SQLSTATE) return undefined;
  const constraint = pgErrorConstraint(error, FOREIGN_KEY_SQLSTATE);
  request.log.info({ constraint }, 'reference refused by the database');
  return referenceViolation(constraint, request.method);
}

/** Every error leaves as `{message, error: {code, message}}` in German; stack traces stay in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let out;
    const known = error instanceof AppError ? error : databaseRefusal(error, request);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      out = send(known.status, known.code, known.message, known.fields);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= issue.message ?? 'Ungültiger Wert.';
      }
      out = send(400, 'validation_failed', 'Bitte prüfen Sie Ihre Eingaben.', fields);
    } else if (pgErrorCode(error) === IMMUTABLE_SQLSTATE) {
      // A GoBD trigger refused to change archived evidence, whichever module tried.
      const message =
        pgErrorMessage(error, IMMUTABLE_SQLSTATE) ?? 'Archivierte Belege sind unveränderlich (GoBD).';
      out = send(409, 'conflict', message);
    } else if (UNSTORABLE_TEXT_SQLSTATES.has(pgErrorCode(error) ?? '')) {
      out = send(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE);
    } else if (error.statusCode && error.statusCode < 500) {
      const standard = FASTIFY_MESSAGES[error.statusCode] ?? FASTIFY_MESSAGES[400]!;
      out = send(error.statusCode, standard.code, standard.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      out = send(
        500,
        'internal_error',
        'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      );
    }
    reply.status(out.status).send(out.body);
  });
}
