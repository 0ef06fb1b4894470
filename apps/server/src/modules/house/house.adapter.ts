import { HOUSE_SLOT_NODE_ID } from '@app/contracts';
import type { LaunchInput, LaunchResult, VendorAdapter, VendorGame } from '../vendors/index.js';
import { HOUSE_VENDOR } from './house-slot.service.js';

/** The house's games as a vendor lists them. */
export const HOUSE_GAMES: VendorGame[] = [
  { nodeId: HOUSE_SLOT_NODE_ID, gameCode: 'slot-1', gameName: 'Rồng Vàng', gameType: 'RNG', gameClassify: 'slot' },
];

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
      // Same origin: the slot is a page of this site, whatever launch CDN host the site lists.
      return { mode: 'iframe', url: `/house/slot?${query.toString()}` };
    },
  };
}
