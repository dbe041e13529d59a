import type { z } from 'zod';
import type { RouteAccess } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: its path, who may call it, and the zod schemas both sides validate with. */
export interface Contract {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** Answer with 202 and this body when the work was queued as a background job instead. */
  accepted?: z.ZodType;
  /** Reachable with an aal1 session although the user has a verified factor (SPEC §4). */
  allowAal1?: boolean;
  /** Reachable while the user still has to change the initial password. */
  allowPendingPasswordChange?: boolean;
  /** Request size limit in bytes where the app-wide 1 MB is too small (file uploads as JSON). */
  bodyLimit?: number;
}

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/**
 * Coerced fields (`z.coerce.number()`) accept `unknown`; on the wire a path or query value is text,
 * so a client may send a string or a number there.
 */
type WireValues<T> = { [K in keyof T]: unknown extends T[K] ? string | number : T[K] };
type InputOf<S> = S extends z.ZodType ? WireValues<z.input<S>> : never;

/** What a client puts into the path (`:id`), the query and the body; the server parses them. */
export type ContractParams<C extends Contract> = InputOf<C['params']>;
export type ContractQuery<C extends Contract> = InputOf<C['query']>;
export type ContractBody<C extends Contract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
/** What a successful answer carries: the server serializes every answer through `response`. */
export type ContractResponse<C extends Contract> =
  z.output<C['response']> | (C extends { accepted: infer A extends z.ZodType } ? z.output<A> : never);
