import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** Cookies get `Secure` when the app is served over HTTPS (directly or behind a trusted proxy). */
export const isSecureRequest = (request: FastifyRequest, config: Config) =>
  request.protocol === 'https' || config.publicUrl.startsWith('https://');
