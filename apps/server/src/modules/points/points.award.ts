import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';

/** Why points were given: each is the ledger kind `points_<reason>`. See /work/notes/points-api.md. */
export const PointsReasons = ['turnover', 'deposit', 'signin', 'mission', 'leaderboard', 'referral', 'manual'] as const;
export type PointsReason = (typeof PointsReasons)[number];

export interface AwardInput {
  memberId: number;
  /** Whole points, > 0. */
  amount: number;
  reason: PointsReason;
  /** Unique per reason for the ledger's whole life: the same (reason, sourceKey) pays once. */
  sourceKey: string;
  /** Shown with the point change (≤ 100 characters). */
  note?: string | null;
}

export interface AwardOutcome {
  transferId: number;
  /** false: this (reason, sourceKey) had been paid before; nothing moved. */
  created: boolean;
}

/** The ledger idempotency key of an award. */
export const awardKey = (reason: PointsReason, sourceKey: string) => `points:${reason}:${sourceKey}`;

export const issuance = { house: 'points_issuance', unit: 'POINT' } as const;
export const pointsOf = (memberId: number) => ({ member: memberId, kind: 'points' }) as const;

/** Awarding points: idempotent, inside the caller's transaction or on its own. */
export function createPointsAward(deps: { db: Db; ledger: LedgerService }) {
  const { db, ledger } = deps;

  /** Creates the member's points account (and the house side) before a transaction that awards. */
  async function prepare(memberId: number): Promise<void> {
    await ledger.prepare([{ debit: issuance, credit: pointsOf(memberId) }]);
  }

  /** Awards inside `tx` (call prepare(memberId) before db.begin). */
  async function awardPoints(tx: Tx, input: AwardInput): Promise<AwardOutcome> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new AppError('invalid_input', 400, 'Points to award must be a whole number above 0');
    }
    if (input.sourceKey.length === 0 || input.sourceKey.length > 180) {
      throw new AppError('invalid_input', 400, 'A points source key is 1 to 180 characters');
    }
    const note = input.note ? input.note.slice(0, 100) : null;
    const [t] = await ledger.transferInTx(tx, [
      {
        debit: issuance,
        credit: pointsOf(input.memberId),
        amount: input.amount,
        unit: 'POINT',
        kind: `points_${input.reason}`,
        reference: note ? `${input.reason}:${input.sourceKey} ${note}` : `${input.reason}:${input.sourceKey}`,
        idempotencyKey: awardKey(input.reason, input.sourceKey),
      },
    ]);
    return { transferId: t!.id, created: !t!.replayed };
  }

  /** Awards in its own transaction. */
  async function award(input: AwardInput): Promise<AwardOutcome> {
    await prepare(input.memberId);
    return db.begin((tx) => awardPoints(tx, input));
  }

  return { prepare, awardPoints, award };
}
export type PointsAward = ReturnType<typeof createPointsAward>;
