import type { SeamlessAnswer } from './vendor-adapter.js';

/** Identifies a vendor's call: which vendor, and the player as we named it at launch ('m' + member id). */
export interface SeamlessCaller {
  vendor: string;
  player: string;
}

export interface AuthenticateInput {
  vendor: string;
  /** The launch token the vendor received in the launch URL. */
  token: string;
}

export interface DebitInput extends SeamlessCaller {
  /** The vendor's transaction id: unique per vendor; a repeat answers the first answer and moves nothing. */
  txnId: string;
  /** The vendor's round id: bets and wins of one round share it (one bets row per round). */
  roundId: string;
  /** Stake, integer minor units > 0. */
  amount: number;
  /** Launch token; a debit with an expired or unknown token is refused (INVALID_TOKEN). */
  token: string;
  /** The game's catalogue nodeId; defaults to the game the token was issued for. */
  gameNodeId?: string;
}

export interface CreditInput extends SeamlessCaller {
  txnId: string;
  roundId: string;
  /** Win, integer minor units ≥ 0 (0 closes a lost round). Never refused for an expired session. */
  amount: number;
  /** The debit this win pays, when the vendor says so; a win for a rolled-back debit is refused. */
  betTxnId?: string;
  /** Closes the round (status 'settled'). Defaults to true. */
  endRound?: boolean;
  gameNodeId?: string;
}

export interface RollbackInput extends SeamlessCaller {
  txnId: string;
  /** The debit to cancel. Unknown: success and nothing moves, and a later debit with that id is refused. */
  refTxnId: string;
  roundId?: string;
}

/**
 * The seamless wallet: every vendor's bet, win and rollback, whether it arrives over HTTP (signed
 * callback routes) or in-process (the house provider). Each call is idempotent by the vendor's
 * transaction id and writes money only through modules/ledger; each debit/credit/rollback also updates
 * the round's row in the bets table, which feeds betting history.
 */
export interface SeamlessWallet {
  authenticate(input: AuthenticateInput): Promise<SeamlessAnswer>;
  balance(input: SeamlessCaller): Promise<SeamlessAnswer>;
  debit(input: DebitInput): Promise<SeamlessAnswer>;
  credit(input: CreditInput): Promise<SeamlessAnswer>;
  rollback(input: RollbackInput): Promise<SeamlessAnswer>;
}
