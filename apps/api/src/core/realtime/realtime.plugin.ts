import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** WebSocket change feed at /realtime/v1 (filled in by the realtime work). */
export async function registerRealtime(_app: FastifyInstance, _deps: AppDeps) {}
