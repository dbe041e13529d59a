import pino, { type DestinationStream } from 'pino';
import { redactDatabaseError } from './db/redact-database-error.ts';
import { readableDestination } from './readable-log.ts';

export type LogFormat = 'json' | 'readable';

const serializeError = (error: unknown) => pino.stdSerializers.err(redactDatabaseError(error) as Error);

/**
 * Structured JSON logs (or readable lines in a terminal); tokens, cookies and passwords never
 * reach them, nor the text and parameters of a failed query (they may hold a password hash or
 * personal data).
 */
export const createLogger = (level: string, destination?: DestinationStream | LogFormat) =>
  pino(
    {
      level,
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.current_password',
          '*.token',
          '*.secret',
        ],
        censor: '[redacted]',
      },
    },
    destination === 'readable' ? readableDestination() : destination === 'json' ? undefined : destination,
  );
