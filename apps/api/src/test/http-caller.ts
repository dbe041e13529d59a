import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from './test-tenant.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(token)('POST', '/api/entities/customers', body)` through the real HTTP layer. */
export const caller =
  (app: FastifyInstance, token: string) =>
  (method: Method, url: string, payload?: object, extra: Partial<InjectOptions> = {}) =>
    app.inject({ method, url, headers: bearer(token), ...(payload && { payload }), ...extra });
