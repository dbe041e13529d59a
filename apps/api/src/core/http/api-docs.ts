import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HTTPMethods,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** Headers of the docs app's answer that the real answer sets itself. */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/**
 * The OpenAPI description and its UI at /api/docs, built on the first request: @fastify/swagger,
 * swagger-ui and yaml are ~100 modules a start would load for a page few ever open. Every route
 * of `app` is noted as it is added (its method, path and schema — what swagger reads) and replayed
 * into a separate Fastify instance holding only the docs; /api/docs answers forward to it. Call
 * before the routes are added.
 */
export function registerApiDocs(app: FastifyInstance) {
  const routes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    // Fastify adds a HEAD for every GET itself, in the docs app too.
    if (method === 'HEAD' || url.startsWith(API_DOCS_PREFIX)) return;
    routes.push({ method, url, schema });
  });

  let docsApp: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= buildDocsApp(routes).catch((error: unknown) => {
      docsApp = undefined;
      throw error;
    });
    // No accept-encoding: the real answer is compressed by the app's own plugin.
    const answer = await (await docsApp).inject({ method: request.method as HTTPMethods, url: request.url });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    // An empty answer (the UI's redirects) stays without a body and content type.
    return reply.status(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  const hidden = { schema: { hide: true } };
  app.get(API_DOCS_PREFIX, hidden, forward);
  app.get(`${API_DOCS_PREFIX}/*`, hidden, forward);
}

async function buildDocsApp(routes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[]) {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify();
  docs.setValidatorCompiler(validatorCompiler);
  docs.setSerializerCompiler(serializerCompiler);
  await docs.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kontor API', version: APP_VERSION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
  // Only described, never called: the requests themselves go to the real app.
  const described = () => {
    throw new Error('the docs app serves no API requests');
  };
  for (const route of routes) docs.route({ ...route, handler: described });
  await docs.ready();
  return docs;
}
