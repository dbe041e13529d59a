import pino from 'pino';

/** Structured JSON logs; tokens, cookies and passwords never reach them. */
export const createLogger = (level: string) =>
  pino({
    level,
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
  });
