import { IS_GAME_VASSALAGE, LOTTERY_ROUTE_VENDORS } from '@app/contracts';

/**
 * Where a click on a game (or a vendor entry) goes, spec §4 "Game launch". Pure: the caller does
 * the navigation, the popup list or the launch call.
 */

/** The fields of a game object the routing reads (spec §3 "Game object for launch"). */
export interface LaunchTarget {
  gameType: string;
  /** 'VASSALAGE' for a vendor entry (asks for the vendor's game list), else a game. */
  isGame?: string | null;
  vassalage: string;
  vendor?: string | null;
  accountTypeName?: string | null;
  gameCode?: string | null;
  defaultPlayType?: string | null;
  nodeId?: string | null;
}

/** Spec §9 lottery vendor codes: a LOTT/ELOTT game of these opens our own lottery route. */
export const LOTTERY_VENDOR_CODES: readonly string[] = LOTTERY_ROUTE_VENDORS;
const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

export type LaunchPlan =
  /** No session: launching needs a login. */
  | { kind: 'login' }
  /** Our lottery page, with its query fields only when present. */
  | { kind: 'route'; to: string }
  /** A vendor entry: show the vendor's games in the popup game list. */
  | { kind: 'vendorGames'; vassalage: string; gameType: string }
  /** Everything else: ask the server to launch the game (/wps/game/launchGame). */
  | { kind: 'launch' };

/** Builds `path?query` keeping only fields that have a value (spec §4 "query fields only when present"). */
export function withQuery(path: string, fields: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isOwnLottery(t: LaunchTarget): boolean {
  if (!LOTTERY_GAME_TYPES.includes(t.gameType.toUpperCase())) return false;
  const codes = [t.vendor, t.vassalage, t.accountTypeName].filter((c): c is string => !!c).map((c) => c.toUpperCase());
  return codes.some((c) => LOTTERY_VENDOR_CODES.includes(c));
}

/**
 * Routing rules of spec §4, in order. A vendor entry (isGame VASSALAGE) is browsing, not playing,
 * so it needs no session: slot vendors open the slot lobby with the vendor selected, others the
 * popup game list. A game needs a session; LOTT/ELOTT games of our own lottery vendors go to
 * /lottery, every other game is launched by the server.
 */
export function planLaunch(target: LaunchTarget, loggedIn: boolean): LaunchPlan {
  if (target.isGame === IS_GAME_VASSALAGE) {
    if (target.gameType.toUpperCase() === 'RNG') {
      return { kind: 'route', to: withQuery('/rng', { vassalage: target.vassalage }) };
    }
    return { kind: 'vendorGames', vassalage: target.vassalage, gameType: target.gameType };
  }
  if (!loggedIn) return { kind: 'login' };
  if (isOwnLottery(target)) {
    return {
      kind: 'route',
      to: withQuery('/lottery', {
        gameCode: target.gameCode,
        vendor: target.vendor ?? target.vassalage,
        playType: target.defaultPlayType,
      }),
    };
  }
  return { kind: 'launch' };
}
