import { MAX_BANK_FILE_BYTES } from '@kontor/contracts';
import type { FastifyRequest } from 'fastify';
import { receiveSingleFile } from '../../../core/http/receive-file.ts';

/** The one bank file of a multipart request (field `file`), size-limited, as bytes. */
export const receiveBankFile = (request: FastifyRequest) =>
  receiveSingleFile(request, {
    maxBytes: MAX_BANK_FILE_BYTES,
    missing: 'Bitte eine Bankdatei im Feld „file“ senden.',
  });
