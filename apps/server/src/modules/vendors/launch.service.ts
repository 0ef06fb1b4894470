import { randomInt } from 'node:crypto';
import {
  IS_GAME_VASSALAGE,
  type LaunchGameRequestSchema,
  type LaunchGameResult,
  LOTTERY_ROUTE_VENDORS,
  TRIAL_TYPE,
} from '@app/contracts';
import type { z } from 'zod/mini';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { CatalogueGame } from '../catalogue/index.js';
import type { LaunchResult, VendorAdapter } from './vendor-adapter.js';
import type { VendorRegistry } from './vendor-registry.js';
import type { VendorSessions } from './vendor-sessions.js';

type LaunchRequest = z.output<typeof LaunchGameRequestSchema>;

const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'];
const lotteryVendor = (s: string | undefined) => !!s && (LOTTERY_ROUTE_VENDORS as readonly string[]).includes(s);

/** A query string of only the fields that have a value (spec §4: "query fields only when present"). */
export function presentQuery(fields: Record<string, string | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export interface LaunchDeps {
  registry: VendorRegistry;
  sessions: VendorSessions;
  /** The catalogue's game by node id (modules/catalogue findGameByNodeId). */
  findGame: (nodeId: string) => Promise<CatalogueGame | null>;
  /** The site's launchGameCDNs; one is picked at random per launch. */
  launchHosts: () => Promise<readonly string[]>;
  /** Makes sure a trial account holds its play money (wallet module's trial grant) before it launches. */
  ensurePlayMoney?: (memberId: number) => Promise<void>;
  /** Notes the launch in the member's recent games. */
  recordRecent?: (p: { memberId: number; nodeId: string }) => Promise<void>;
  /** An adapter for a catalogue vendor that has none registered (development: the demo vendor). */
  fallbackAdapter?: (game: CatalogueGame) => VendorAdapter | undefined;
  /** Picks an index below n (tests pass a fixed one). */
  pick?: (n: number) => number;
}

/**
 * /wps/game/launchGame (spec §4 "Game launch"). Maintenance and region restriction are refused before
 * this runs (the route is guarded: 503). The rules, in order:
 *  1. the game must exist and be enabled (404 game_not_found / 403 vendor_disabled), its vendor not under
 *     maintenance (503 vendor_maintenance, set in the back office);
 *  2. LOTT and ELOTT games go to our lottery route, but only when the vendor or its account type is
 *     TCG_LOTTO_VN, TCG_SEA, ELOTT or LOTT; other lottery vendors launch like any third party;
 *  3. a game object whose isGame is VASSALAGE stands for a vendor: the browser opens its game list;
 *  4. trial accounts launch only where both the catalogue and the adapter allow play money;
 *  5. otherwise the vendor's adapter builds the URL (or HTML) to open in the /game iframe or a window,
 *     with a fresh launch token (seamless) on a launch host picked at random.
 */
export function createLaunchService(deps: LaunchDeps) {
  const pick = deps.pick ?? ((n: number) => randomInt(n));

  async function launch(session: SessionPrincipal, req: LaunchRequest): Promise<LaunchGameResult> {
    const game = await deps.findGame(req.nodeId);
    if (!game) throw new AppError('game_not_found', 404, 'Game not found');
    if (!game.enabled) throw new AppError('vendor_disabled', 403, 'This game is not available');
    if (game.maintenance) throw new AppError('vendor_maintenance', 503, 'This vendor is under maintenance');
    const trial = session.type === TRIAL_TYPE || session.roles.includes('trial');
    const vendor = game.vendor;
    const accountType = game.object.accountTypeName || req.accountTypeName;

    if (LOTTERY_GAME_TYPES.includes(game.gameType) && (lotteryVendor(vendor) || lotteryVendor(accountType))) {
      if (trial && !game.allowsTrial) throw trialRefused();
      // The lottery route's own query (spec §2: gameCode, vendor, playType), as the web's launch plan builds it.
      const path = `/lottery${presentQuery({
        gameCode: game.gameCode,
        vendor: game.object.vendor || vendor,
        playType: game.object.defaultPlayType,
      })}`;
      return { action: 'lottery', path };
    }
    if ((game.object.isGame ?? req.isGame) === IS_GAME_VASSALAGE) {
      return { action: 'gameList', vassalage: game.object.vassalage || vendor };
    }

    const adapter = deps.registry.get(vendor) ?? deps.fallbackAdapter?.(game);
    if (!adapter) throw new AppError('vendor_unknown', 404, 'This vendor is not available');
    if (trial && !(game.allowsTrial && adapter.allowsTrial)) throw trialRefused();

    if (trial) await deps.ensurePlayMoney?.(session.memberId);
    const hosts = (await deps.launchHosts()).filter((h) => h.length > 0);
    const host = hosts.length > 0 ? hosts[pick(hosts.length)]!.replace(/\/+$/, '') : null;
    const opened = await deps.sessions.open({
      vendor,
      memberId: session.memberId,
      unit: trial ? 'PLAY' : 'VND',
      game: { nodeId: game.nodeId, gameType: game.gameType },
    });
    let result: LaunchResult;
    try {
      result = await adapter.launch({
        player: opened.player,
        memberId: session.memberId,
        trial,
        currency: trial ? 'PLAY' : 'VND',
        game: { nodeId: game.nodeId, gameCode: game.gameCode, gameType: game.gameType, vassalage: vendor },
        token: opened.token,
        host,
        language: req.language,
        device: req.device,
        ...(req.backUrl ? { backUrl: req.backUrl } : {}),
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('launch_failed', 502, 'The game could not be opened');
    }
    await deps.recordRecent?.({ memberId: session.memberId, nodeId: game.nodeId });
    return {
      action: 'open',
      mode: result.mode,
      url: 'url' in result ? result.url : null,
      html: 'html' in result ? result.html : null,
      vassalage: vendor,
      nodeId: game.nodeId,
    };
  }

  return { launch };
}
export type LaunchService = ReturnType<typeof createLaunchService>;

const trialRefused = () => new AppError('trial_not_allowed', 403, 'Free-play accounts cannot open this game');
