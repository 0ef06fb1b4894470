import type { APIRequestContext } from '@playwright/test';
import type { Lang } from '../../fixtures.js';

export interface Card {
  vassalage: string;
  gameType: string;
  displayName: string;
  isHot: 0 | 1;
  allowsTrial: boolean;
}
interface Group {
  gameType: string;
  cards: Card[];
  gameClassify?: string[];
}
export interface Game {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameName: string;
  minBet: number;
}

/** The vendor groups the server lists (GET /wps/game/vendor), the same call the lobby makes. */
export async function vendorGroups(request: APIRequestContext, lang: Lang): Promise<Group[]> {
  const res = await request.get(`/wps/game/vendor?platform=html5-desktop&language=${lang}`);
  const body = (await res.json()) as { value: { data: { lanes: { groups: Group[] }[] } } };
  return body.value.data.lanes.flatMap((l) => l.groups);
}

/** Vendors of one game type, hot first in the server's order (what the lobby's tabs show). */
export async function vendorsOf(request: APIRequestContext, lang: Lang, gameType: string): Promise<Card[]> {
  const cards = (await vendorGroups(request, lang)).filter((g) => g.gameType === gameType).flatMap((g) => g.cards);
  return [...cards.filter((c) => c.isHot === 1), ...cards.filter((c) => c.isHot !== 1)];
}

/** One page of getGameList, straight from the server. */
export async function gameList(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<{ games: Game[]; totalPages: number; total: number }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/wps/game/list?${qs}`);
  return ((await res.json()) as { value: { games: Game[]; totalPages: number; total: number } }).value;
}
