import { lotteryLobbyContract as c, type Endpoint } from '@app/contracts';
import type { z } from 'zod/mini';
import type { Clock } from '../../../platform/clock.js';
import { unauthorized } from '../../../platform/http/app-error.js';
import type { Route } from '../../../platform/http/route.js';
import { type CacheControl, createAnswerCache } from './lobby.answers.js';
import type { LotteryLobby } from './lobby.service.js';

/** Countdown answers are rendered at most this often per URL (lobby.answers.ts); the others once a second. */
const COUNTDOWN_RENDER_MS = 100;
const RENDER_MS = 1_000;
/**
 * The ready-bytes answers compress themselves (no compression hook on their routes) and their few query
 * strings are parsed once (query-memo.ts): the open-number call is the lobby's hottest.
 */
const READY = { readyBytes: true, queryMemo: 500 } as const;

/**
 * The lottery lobby's endpoints (spec §7 /lgw calls). Public reads are sent as ready bytes (lobby.answers.ts)
 * and say how long a shared cache may keep them: lists and open numbers a second (their countdowns are
 * relative to their own `serverTime`), a drawn draw and statistics a minute (void-and-redraw may still void it).
 */
export function registerLotteryLobbyRoutes(
  route: Route,
  lobby: LotteryLobby,
  opts: { clock: Clock; validateResponses: boolean },
): void {
  const answers = createAnswerCache({ clock: opts.clock, validate: opts.validateResponses });
  /** A public read sent as ready bytes: rendered at most once per `ttlMs` per URL, kept as `cacheControl` says. */
  function ready<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType, P extends z.ZodMiniType>(
    def: Endpoint<Q, B, R, P>,
    ttlMs: number,
    cacheControl: CacheControl,
    render: (input: { query: z.output<Q>; params: z.output<P> }) => Promise<unknown>,
  ): void {
    route(
      def,
      ({ query, params, req, reply }) =>
        answers.send(
          def as unknown as Endpoint,
          req,
          reply,
          ttlMs,
          () => render({ query, params }),
          cacheControl,
        ) as never,
      READY,
    );
  }

  ready(c.gameMenu, RENDER_MS, 'public, max-age=30', ({ query }) => lobby.gameMenu(query));
  ready(c.numbers, COUNTDOWN_RENDER_MS, 'public, max-age=1', ({ query }) => lobby.numbers(query));
  ready(c.numero, COUNTDOWN_RENDER_MS, 'public, max-age=1', ({ query }) => lobby.numero(query));
  ready(c.popular, COUNTDOWN_RENDER_MS, 'public, max-age=1', ({ query }) => lobby.popular(query));
  route(c.recent, ({ query, session }) => {
    if (!session) throw unauthorized();
    return lobby.recent(session.memberId, query);
  });
  route(c.launch, ({ query }) => lobby.launch(query));
  ready(c.results, RENDER_MS, 'public, max-age=5', ({ query }) => lobby.results(query));
  ready(
    c.draw,
    COUNTDOWN_RENDER_MS,
    // A settled draw never changes again; a drawn one still settles (or is voided), an open one counts down.
    (d: { state: string }) => (d.state === 'settled' ? 'public, max-age=86400' : 'public, max-age=1'),
    ({ params, query }) => lobby.draw(params.id, query),
  );
  ready(c.stats, RENDER_MS, 'public, max-age=60', ({ params, query }) => lobby.stats(params.gameId, query));
}
