import { z } from 'zod/mini';
import { Player360Schema } from './backoffice-players.contract.js';
import { defineEndpoint } from './endpoint.js';
import { keysetPageOf, keysetQuery } from './paging.js';
import { IdParams } from './path-params.js';

/*
 * The player 360° page's long lists, each paged on the server newest first by keyset ("older" / "newer"): the
 * 360° read carries only their first rows. Each item is the 360° read's own (one shape per list).
 */

/** The sub-lists of a player's page that are paged, in the order of their paths. */
export const PlayerListNames = ['transactions', 'bets', 'bonuses', 'wagering', 'logins', 'notes'] as const;
export type PlayerListName = (typeof PlayerListNames)[number];

const shape = Player360Schema.shape;
const ITEMS = {
  transactions: shape.transactions.def.element,
  bets: shape.bets.def.element,
  bonuses: shape.bonuses.def.element,
  wagering: shape.wagering.def.element,
  logins: shape.logins.def.element,
  notes: shape.notes.def.element,
};

const SUMMARY: Record<PlayerListName, string> = {
  transactions: "The player's main-wallet transactions (the ledger's transfers), newest first",
  bets: "The player's bets, newest first",
  bonuses: 'Promotion rewards offered to the player, newest first',
  wagering: "The player's bonus wagering requirements, newest first",
  logins: "The player's sign-ins and security events, newest first",
  notes: "Operators' notes on the player, newest first",
};

function listEndpoint<T extends z.ZodMiniType>(name: PlayerListName, item: T) {
  return defineEndpoint({
    method: 'GET',
    path: `/wps/operator/players/:id/history/${name}`,
    auth: 'operator',
    summary: `${SUMMARY[name]}; paged by keyset (before / after a cursor of a page)`,
    tags: ['backoffice', 'players'],
    params: IdParams,
    query: z.object(keysetQuery()),
    response: keysetPageOf(item),
  });
}

export const playerListsContract = {
  transactions: listEndpoint('transactions', ITEMS.transactions),
  bets: listEndpoint('bets', ITEMS.bets),
  bonuses: listEndpoint('bonuses', ITEMS.bonuses),
  wagering: listEndpoint('wagering', ITEMS.wagering),
  logins: listEndpoint('logins', ITEMS.logins),
  notes: listEndpoint('notes', ITEMS.notes),
};
