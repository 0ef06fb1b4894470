import { type Endpoint, pathParamNames } from '@app/contracts';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Contract schemas are zod/mini schemas (ZodMiniType has parse/safeParse; classic schemas fit it too).
import type { z } from 'zod/mini';
import { AppError, unauthorized } from './app-error.js';
import { installNulGuard } from './nul-guard.js';
import { createQueryMemo } from './query-memo.js';

/** The caller as the session layer sees it. Filled in by the accounts module. */
export interface SessionPrincipal {
  memberId: number;
  account: string;
  /** Member type per spec §6: 0 member, 1/2/41/42 agent class, 4 trial. */
  type: number;
  roles: readonly string[];
  /** Set only for operator sessions (role 'operator'); memberId is then 0. */
  operatorId?: number;
  /** The password must be changed before anything but the endpoints marked allowedBeforePasswordChange. */
  passwordChangeRequired?: boolean;
  /** Operator sessions: the operator's role (modules/backoffice checks it on every operator endpoint). */
  operatorRole?: string;
  /** Operator sessions: TOTP is required by the security settings and this operator has not enrolled yet. */
  totpEnrolmentRequired?: boolean;
}

/**
 * Decides whether an operator session may call an `auth: 'operator'` endpoint (throws AppError 403 if not):
 * the role → permission check of the back office (modules/backoffice/operator-access.ts), applied here so no
 * operator endpoint can forget it.
 */
export type OperatorAuthorizer = (def: Endpoint, session: SessionPrincipal) => void;

/** Resolves the bearer token of a request to a principal, or null. */
export type SessionResolver = (req: FastifyRequest) => Promise<SessionPrincipal | null>;

/** Refuses gameplay and money calls while the site is in maintenance or the caller is region-restricted. */
export type AccessGuard = (req: FastifyRequest) => Promise<void>;

export interface RouteDeps {
  resolveSession: SessionResolver;
  guard: AccessGuard;
  /** Every operator endpoint's permission check; absent only in tests that build a bare router. */
  authorizeOperator?: OperatorAuthorizer;
  /**
   * Check every answer against the endpoint's response schema (a wrong answer then fails as a 500 in
   * development and tests). Off in production, where it only costs time on every request. Default: on.
   */
  validateResponses?: boolean;
}

export interface HandlerContext<Q, B, P = Record<string, never>> {
  /** The path parameters, parsed by the endpoint's `params` schema. */
  params: P;
  query: Q;
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
  session: SessionPrincipal | null;
}

export type RegisteredEndpoint = Endpoint;

/** How one route is served, beyond its contract. */
export interface RouteOptions {
  /**
   * The handler sends its answer as ready bytes, compressed by itself (ready-bytes.ts): the route gets no
   * compression hook.
   */
  readyBytes?: boolean;
  /** Keep up to this many parsed queries by their raw query string (query-memo.ts): for hot lobby GETs. */
  queryMemo?: number;
}

/**
 * Registers endpoints defined in packages/contracts. The handler returns the envelope's `value`;
 * request and response are validated against the contract's schemas.
 */
export function createRouter(app: FastifyInstance, deps: RouteDeps) {
  const registered: RegisteredEndpoint[] = [];
  let uploads: FastifyInstance | null = null;

  installNulGuard(app);
  const answer =
    deps.validateResponses !== false
      ? (def: Endpoint, value: unknown, req: FastifyRequest) => checkedAnswer(def, value, req)
      : (_def: Endpoint, value: unknown) => value;

  function route<
    Q extends z.ZodMiniType,
    B extends z.ZodMiniType,
    R extends z.ZodMiniType,
    P extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  >(
    def: Endpoint<Q, B, R, P>,
    handler: (ctx: HandlerContext<z.output<Q>, z.output<B>, z.output<P>>) => Promise<z.input<R>> | z.input<R>,
    opts: RouteOptions = {},
  ): void {
    checkParams(def as unknown as Endpoint);
    const parseQuery =
      def.query && opts.queryMemo
        ? createQueryMemo(def.query, opts.queryMemo)
        : (req: FastifyRequest) => def.query?.parse(req.query ?? {});
    if (def.multipart && !uploads) throw new Error(`${def.method} ${def.path}: call acceptUploads() first`);
    registered.push(def as unknown as RegisteredEndpoint);
    (def.multipart ? uploads! : app).route({
      method: def.method,
      url: def.path,
      ...(opts.readyBytes ? { compress: false } : {}),
      handler: async (req, reply) => {
        if (def.guarded) await deps.guard(req);
        let session: SessionPrincipal | null = null;
        if (def.auth !== 'none') {
          session = await deps.resolveSession(req);
          if (!session) throw unauthorized();
          if (def.auth === 'operator') {
            if (!session.roles.includes('operator')) throw new AppError('forbidden', 403, 'Operators only');
            deps.authorizeOperator?.(def as unknown as Endpoint, session);
          }
          // An operator session is not a member: member endpoints refuse it (its memberId is 0).
          if (def.auth === 'token' && session.roles.includes('operator')) {
            throw new AppError('forbidden', 403, 'Members only');
          }
          if (session.passwordChangeRequired && !def.allowedBeforePasswordChange) {
            throw new AppError('password_change_required', 403, 'Change your password first');
          }
        }
        const params = (def.params ? def.params.parse(req.params ?? {}) : {}) as z.output<P>;
        const query = parseQuery(req) as z.output<Q>;
        const body = (def.body ? parseBody(def, req.body) : undefined) as z.output<B>;
        const value = await handler({ params, query, body, req, reply, session });
        // Answered by the handler itself (bytes, a streamed file): no envelope. Headers out counts too, for a
        // stream the client dropped halfway (never "ended", but nothing more can be sent).
        if (reply.sent || reply.raw.headersSent) return reply;
        return { success: true, value: answer(def as unknown as Endpoint, value, req) };
      },
    });
  }

  /**
   * Multipart bodies, for the endpoints marked `multipart` only. @fastify/multipart hooks every request of
   * the instance it is registered on (two async hooks and a 'close' listener, to clean temp files of its
   * disk mode, which we never use: uploads are read into memory); in a scope of their own, the uploads
   * pay for them and the rest of the API, the lobby's hot calls included, does not. The scope inherits
   * the hooks and handlers the app has when this is called (security headers, NUL guard, metrics, errors).
   */
  async function acceptUploads(opts: FastifyMultipartOptions): Promise<void> {
    await app.register(async (scope) => {
      await scope.register(multipart, opts);
      uploads = scope;
    });
  }

  return { route, registered, acceptUploads };
}

export type Router = ReturnType<typeof createRouter>;
export type Route = Router['route'];

/** The server's own mistake, not the caller's: a 500 (never the 400 a request's schema error gets), logged. */
function checkedAnswer(def: Endpoint, value: unknown, req: FastifyRequest): unknown {
  const parsed = def.response.safeParse(value);
  if (parsed.success) return parsed.data;
  req.log.error(
    { issues: parsed.error.issues, route: `${def.method} ${def.path}` },
    'answer does not match its contract',
  );
  throw new AppError('internal_error', 500, 'System error');
}

/** A path with parameters needs a schema for each of them, so no handler reads an unchecked `req.params`. */
function checkParams(def: Endpoint): void {
  const names = pathParamNames(def.path);
  const shape = (def.params as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
  const declared = shape ? Object.keys(shape) : [];
  if (names.length !== declared.length || names.some((n) => !declared.includes(n))) {
    throw new Error(`${def.method} ${def.path}: its params schema must declare exactly [${names.join(', ')}]`);
  }
}

/** An encrypted endpoint whose body is not even an encrypted envelope answers 'encrypted_payload_invalid'. */
function parseBody(def: Endpoint, raw: unknown): unknown {
  if (!def.encrypted) return def.body!.parse(raw ?? {});
  const parsed = def.body!.safeParse(raw ?? {});
  if (!parsed.success) throw new AppError('encrypted_payload_invalid', 400, 'The request could not be read');
  return parsed.data;
}
