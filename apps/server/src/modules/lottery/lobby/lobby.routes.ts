import { lotteryLobbyContract as c } from '@app/contracts';
import type { Clock } from '../../../platform/clock.js';
import { unauthorized } from '../../../platform/http/app-error.js';
import type { Route } from '../../../platform/http/route.js';
import { createAnswerCache } from './lobby.answers.js';
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

  route(
    c.gameMenu,
    ({ query, req, reply }) =>
      answers.send(c.gameMenu, req, reply, RENDER_MS, () => lobby.gameMenu(query), 'public, max-age=30') as never,
    READY,
  );
  route(
    c.numbers,
    ({ query, req, reply }) =>
      answers.send(
        c.numbers,
        req,
        reply,
        COUNTDOWN_RENDER_MS,
        () => lobby.numbers(query),
        'public, max-age=1',
      ) as never,
    READY,
  );
  route(
    c.numero,
    ({ query, req, reply }) =>
      answers.send(c.numero, req, reply, COUNTDOWN_RENDER_MS, () => lobby.numero(query), 'public, max-age=1') as never,
    READY,
  );
  route(
    c.popular,
    ({ query, req, reply }) =>
      answers.send(
        c.popular,
        req,
        reply,
        COUNTDOWN_RENDER_MS,
        () => lobby.popular(query),
        'public, max-age=1',
      ) as never,
    READY,
  );
  route(c.recent, ({ query, session }) => {
    if (!session) throw unauthorized();
    return lobby.recent(session.memberId, query);
  });
  route(c.launch, ({ query }) => lobby.launch(query));
  route(
    c.results,
    ({ query, req, reply }) =>
      answers.send(c.results, req, reply, RENDER_MS, () => lobby.results(query), 'public, max-age=5') as never,
    READY,
  );
  route(
    c.draw,
    ({ params, query, req, reply }) =>
      answers.send(
        c.draw,
        req,
        reply,
        COUNTDOWN_RENDER_MS,
        () => lobby.draw(params.id, query),
        // A settled draw never changes again; a drawn one still settles (or is voided), an open one counts down.
        (d: { state: string }) => (d.state === 'settled' ? 'public, max-age=86400' : 'public, max-age=1'),
      ) as never,
    READY,
  );
  route(
    c.stats,
    ({ params, query, req, reply }) =>
      answers.send(
        c.stats,
        req,
        reply,
        RENDER_MS,
        () => lobby.stats(params.gameId, query),
        'public, max-age=60',
      ) as never,
    READY,
  );
}
