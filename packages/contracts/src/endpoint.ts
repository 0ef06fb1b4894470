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
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  /** Schema of `value` inside the success envelope. */
  response: R;
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(
  def: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return def;
}

export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type EndpointValue<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;
