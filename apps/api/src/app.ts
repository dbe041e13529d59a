import { existsSync, readFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps.ts';
import type { AuthContext } from './core/auth/request-auth.ts';
import type { RouteDefinition } from './core/http/define-route.ts';
import { registerApiDocs } from './core/http/api-docs.ts';
import { installErrorHandler } from './core/http/error-handler.ts';
import { AppError } from './core/http/errors.ts';
import { API_PREFIXES, RequestLineLog } from './core/http/request-log.ts';
import { guardRequest } from './core/http/route-guard.ts';
import { registerSecurityHeaders } from './core/http/security-headers.ts';
import { rejectUnsafeText } from './core/http/unsafe-text.ts';
import { allRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

// Field errors in German for every schema, in browser and server alike.
z.config(z.locales.de());

export interface BuildAppOptions {
  routes?: RouteDefinition[];
  /** Extra plugins registered after the routes (realtime, later areas). */
  plugins?: ((app: FastifyInstance, deps: AppDeps) => Promise<void>)[];
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new RequestLineLog(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before any contract's schema: NUL and lone surrogates are refused for every route alike.
  app.addHook('preValidation', rejectUnsafeText);
  // Cached session checks (core/auth/session-cache.ts), forgotten on every committed change to
  // what they read (NOTIFY from migration 0025).
  const stopSessionCache = await deps.sessionCache.start(deps.database);
  app.addHook('onClose', stopSessionCache);
  const webRoot = deps.config.webDist ?? join(import.meta.dirname, '../../web/dist');
  const indexFile = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // First, so every answer carries them: pages, API, errors, files, the API docs.
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl, indexHtml });

  // Brotli/gzip for JSON and the web app's files (the SPA is most of the first load).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses nearly as well as 11 at a fraction of the CPU per response.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  // Small defaults; the upload route (modules/files) streams parts with its own limits.
  await app.register(fastifyMultipart, {
    limits: { fieldSize: 1024, fields: 10, files: 1, fileSize: 1024 * 1024 },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // OpenAPI description and UI at /api/docs, built when first asked for.
  registerApiDocs(app);

  for (const route of options.routes ?? allRoutes) registerRoute(app, route, deps);
  for (const plugin of options.plugins ?? []) await plugin(app, deps);

  await serveWebApp(app, webRoot, indexHtml !== undefined);
  return app;
}

function registerRoute(app: FastifyInstance, { contract, handler }: RouteDefinition, deps: AppDeps) {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { [status]: contract.response, ...(contract.accepted && { 202: contract.accepted }) },
      ...(contract.access !== 'public' && { security: [{ bearer: [] }, { cookie: [] }] }),
    },
    config: { access: contract.access },
    ...(contract.bodyLimit && { bodyLimit: contract.bodyLimit }),
    preHandler: async (request) => guardRequest(request, contract, deps),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body,
        params: request.params,
        query: request.query,
        auth: request.auth as AuthContext,
        deps,
        request,
        reply,
      });
      // A route with `accepted` sets 202 itself when it queued the work as a job.
      if (!(contract.accepted && reply.statusCode === 202)) reply.status(status);
      return result;
    },
  });
}

/** Serves the built SPA from the same origin; unknown non-API paths get index.html (client-side 404). */
async function serveWebApp(app: FastifyInstance, root: string, hasWebApp: boolean) {
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The app asks builds/latest.json whether a newer version exists: never answer from a cache.
      setHeaders: (reply, path) => {
        if (/[\\/]builds[\\/][^\\/]+\.json$/.test(path)) reply.header('cache-control', 'no-cache, no-store');
        // Vite puts a content hash in every asset name: they never change, so browsers may keep them.
        else if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset is a real 404 (an old chunk after a deploy), not a page of the app.
    const isApi = [...API_PREFIXES, '/assets/'].some((p) => request.url.startsWith(p));
    if (!isApi && hasWebApp && request.method === 'GET') return reply.sendFile('index.html');
    throw new AppError(404, 'not_found', 'Diese Adresse gibt es nicht.');
  });
}
