// zod/mini types: contract schemas are built with zod/mini (tree-shakable, keeps the web bundle small);
// a classic zod schema also satisfies ZodMiniType, so tests may still define endpoints with classic zod.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call an endpoint: anyone, a session holder, or an operator. */
export type AuthRequirement = 'none' | 'token' | 'operator';

/**
 * One endpoint of the API, defined once and used by the server (registration, validation,
 * OpenAPI) and by the web client (typed calls, response parsing).
 */
export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  auth: AuthRequirement;
  /** The spec's "encrypted" calls take a hybrid-encrypted body. */
  encrypted?: boolean;
  /** Refused with 503 while the site is under maintenance or the caller is region-restricted. */
  guarded?: boolean;
  /** Still answered for a session that must change its password first (member info, the change, sign-out). */
  allowedBeforePasswordChange?: boolean;
  /** Takes a multipart/form-data body (uploads), read by the handler; other endpoints refuse one with 415. */
  multipart?: boolean;
  summary: string;
  tags: readonly string[];
  /** Schema of the path parameters (`:name` in `path`): required exactly when the path has any. */
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `value` inside the success envelope. */
  response: R;
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
>(def: Endpoint<Q, B, R, P>): Endpoint<Q, B, R, P> {
  return def;
}

/** The names of a path's parameters, in order (`/a/:id/b/:call` → ['id', 'call']). */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type EndpointParams<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer P> ? z.input<P> : never;
export type EndpointValue<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;
