import type { VendorWalletGateway } from '../transfers/index.js';

/**
 * How a vendor holds the player's money (domain/vendor-wallets.md):
 *  - 'seamless': the money stays with us; the vendor calls our wallet (see SeamlessWallet) for every bet,
 *    win and rollback;
 *  - 'transfer': the vendor keeps its own wallet per player; before play the member moves money into it
 *    through modules/transfers (vendor-wallet transfers) and sweeps it back afterwards.
 */
export type WalletModel = 'seamless' | 'transfer';

/** A game as a vendor lists it (a catalogue import may start from this). */
export interface VendorGame {
  nodeId: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  gameClassify?: string | null;
  minBet?: number | null;
}

/** What a vendor needs to open one game for one player. */
export interface LaunchInput {
  /** Our name for the player at the vendor ('m' + member id); stable for the member's whole life. */
  player: string;
  memberId: number;
  /** Trial (free-play) accounts play with play money; only vendors with allowsTrial get them. */
  trial: boolean;
  /** Currency of the wallet the vendor will debit: 'VND' for members, 'PLAY' for trial accounts. */
  currency: 'VND' | 'PLAY';
  game: { nodeId: string; gameCode: string; gameType: string; vassalage: string };
  /**
   * One-time launch token (seamless): the vendor sends it back in `authenticate` and in debits. It
   * expires; wins and rollbacks are accepted without it (they may arrive long after the session).
   */
  token: string;
  /** The launch host picked at random from the site's launchGameCDNs (no trailing slash), or null. */
  host: string | null;
  language: 'vi' | 'en';
  device: 'desktop' | 'mobile';
  /** Where the vendor's "back to lobby" button leads; passed on only when present. */
  backUrl?: string;
}

/** How the browser opens a launched game: a URL (iframe on /game, or a new window) or an HTML document. */
export type LaunchResult = { mode: 'iframe' | 'window'; url: string } | { mode: 'iframe' | 'window'; html: string };

/**
 * One vendor behind one interface. The registry (vendor-registry.ts) holds one adapter per vendor code;
 * the launch service and the callback routes only ever talk to this interface, so the house provider
 * (modules/house) and a third-party vendor take the same path.
 */
export interface VendorAdapter {
  /** Vendor code as the catalogue's vassalage spells it, upper case (e.g. 'HOUSE', 'PG', 'TCG'). */
  readonly code: string;
  readonly walletModel: WalletModel;
  /** Whether trial accounts may launch this vendor's games (play money). */
  readonly allowsTrial: boolean;
  /** The vendor's game list, when the vendor publishes one. */
  listGames?(): Promise<VendorGame[]>;
  /** Builds the launch answer. Throws AppError('launch_failed', 502) when the vendor refuses. */
  launch(input: LaunchInput): Promise<LaunchResult>;
  /** Transfer-model vendors: the vendor's wallet API used by modules/transfers. */
  readonly transferGateway?: VendorWalletGateway;
  /**
   * Transfer-model vendors: the vendor's bet report, i.e. bet records changed after `cursor` (null: from the
   * start), oldest change first, at most `limit`. The next call passes the returned cursor. A record may come
   * again (a later version, or an overlap the vendor's windows allow): bet-report.ingest.ts is idempotent.
   */
  betReport?(q: { cursor: string | null; limit: number }): Promise<BetReportPage>;
  /**
   * Seamless vendors that call us over HTTP: maps our outcome to the vendor's own answer vocabulary
   * (e.g. Hub88's RS_OK / RS_ERROR_NOT_ENOUGH_MONEY). Without it the generic protocol of
   * docs/vendor-integration.md is answered.
   */
  mapAnswer?(call: SeamlessCallKind, answer: SeamlessAnswer): unknown;
}

/** One bet as a transfer-wallet vendor reports it (domain/vendor-wallets.md, "Reconciliation"). */
export interface VendorBetRecord {
  /** The vendor's id of the bet: unique at that vendor and the same in every version of the record. */
  betId: string;
  /** Our name for the player at the vendor ('m' + member id). */
  player: string;
  /** The vendor's game code (the catalogue's gameCode for that vendor). */
  gameCode: string;
  /** Minor units. */
  stake: number;
  win: number;
  status: 'pending' | 'settled' | 'cancelled';
  placedAt: Date;
  settledAt: Date | null;
  /** When the vendor last changed the record: a later version replaces an earlier one, never the reverse. */
  updatedAt: Date;
}

/** One page of a bet report. */
export interface BetReportPage {
  records: VendorBetRecord[];
  /** Where the next call starts (the given cursor when nothing changed). */
  cursor: string | null;
  /** More records are waiting after this page. */
  more: boolean;
}

export type SeamlessCallKind = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

/**
 * Our outcome of a seamless wallet call, before an adapter maps it to the vendor's words.
 *  - OK: done (or, for a repeated transaction id, done before: `replayed` is true and nothing moved);
 *  - INSUFFICIENT_FUNDS: the debit was refused, `balance` says what the player has;
 *  - INVALID_TOKEN: unknown or expired launch token (never answered to a credit or rollback);
 *  - BET_ROLLED_BACK: a debit whose id was already rolled back, or a credit for a rolled-back bet;
 *  - PLAYER_NOT_FOUND, INVALID_REQUEST (e.g. a transaction id reused for another kind of call),
 *    ACCOUNT_BLOCKED (maintenance or region restriction for debits).
 */
export type SeamlessStatus =
  | 'OK'
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_TOKEN'
  | 'BET_ROLLED_BACK'
  | 'PLAYER_NOT_FOUND'
  | 'INVALID_REQUEST'
  | 'ACCOUNT_BLOCKED';

export interface SeamlessAnswer {
  status: SeamlessStatus;
  /** Player's balance after the call, minor units (absent only when the player is unknown). */
  balance?: number;
  currency?: 'VND' | 'PLAY';
  /** Our id of the transaction (ledger transfer id) when money moved. */
  transactionId?: number | null;
  /** True when the vendor transaction id had been seen: the stored first answer, nothing moved. */
  replayed?: boolean;
  /** authenticate: the player and member behind the token. */
  player?: string;
}
