import type { Contract } from '@kontor/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/request-auth.ts';
import type { AppDeps } from '../../app-deps.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<C extends Contract> {
  body: Parsed<C['body']>;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  /** Present on every non-public route; the tenant comes from here, never from the request. */
  auth: C['access'] extends 'public' ? AuthContext | undefined : AuthContext;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition {
  contract: Contract;
  handler: (ctx: RouteContext<Contract>) => Promise<unknown>;
}

/** Binds a contract to its handler. The handler only parses → calls a service → maps. */
export const defineRoute = <C extends Contract>(
  contract: C,
  handler: (
    ctx: RouteContext<C>,
  ) => Promise<
    z.input<C['response']> | (C extends { accepted: infer A extends z.ZodType } ? z.input<A> : never)
  >,
): RouteDefinition => ({ contract, handler: handler as RouteDefinition['handler'] });
