import { DICE_WEB_ROUTE, HOUSE_DICE_NODE_ID, HOUSE_SLOT_NODE_ID } from '@app/contracts';
import type { LaunchInput, LaunchResult, VendorAdapter, VendorGame } from '../vendors/index.js';
import { HOUSE_VENDOR } from './house-slot.service.js';

/** The house's games as a vendor lists them. */
export const HOUSE_GAMES: VendorGame[] = [
  { nodeId: HOUSE_SLOT_NODE_ID, gameCode: 'slot-1', gameName: 'Rồng Vàng', gameType: 'RNG', gameClassify: 'slot' },
  // The dice round (Tài Xỉu) on the rounds core (modules/rounds): a live house table.
  { nodeId: HOUSE_DICE_NODE_ID, gameCode: 'dice-1', gameName: 'Tài Xỉu', gameType: 'LIVE', gameClassify: 'sicbo' },
];

/** The page of this site each house game runs on. */
const ROUTES: Record<string, string> = { [HOUSE_DICE_NODE_ID]: DICE_WEB_ROUTE };

/**
 * The built-in house provider behind the same VendorAdapter a third-party vendor implements. Its games
 * run in this site (route /house/slot of the web app) and move money through the seamless wallet
 * in-process, so launch, sessions, bets and betting history take the third-party path.
 */
export function createHouseAdapter(): VendorAdapter {
  return {
    code: HOUSE_VENDOR,
    walletModel: 'seamless',
    // Play money is the house's own: trial accounts may play.
    allowsTrial: true,
    async listGames() {
      return HOUSE_GAMES;
    },
    async launch(input: LaunchInput): Promise<LaunchResult> {
      const query = new URLSearchParams({ token: input.token, lang: input.language });
      // Same origin: the game is a page of this site, whatever launch CDN host the site lists.
      const route = ROUTES[input.game.nodeId] ?? '/house/slot';
      return { mode: 'iframe', url: `${route}?${query.toString()}` };
    },
  };
}
