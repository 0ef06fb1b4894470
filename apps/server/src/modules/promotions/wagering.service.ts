import type { LanguageCode, WageringRequirement, WageringState } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import { writeAudit } from '../operators/audit.js';
import type { TurnoverService } from '../withdrawals/index.js';
import { wageringText } from './wagering.rules.js';

interface Row {
  id: number;
  reward_id: number;
  bonus: number;
  required: number;
  done: number;
  weights: Record<string, number>;
  default_weight: number;
  created_at: Date;
  wagering: { multiplierTenths: number; base: 'bonus' | 'bonus_deposit' } | null;
  title: { vi?: string; en?: string };
  promo: { vi?: { title?: string }; en?: { title?: string } } | null;
  source: string;
}

/** The member's side of bonus wagering: what is left per bonus, and giving a bonus up (forfeit). */
export function createWageringService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover: TurnoverService;
}) {
  const { db, clock, ledger, turnover } = deps;

  async function state(memberId: number, lang: LanguageCode): Promise<WageringState> {
    const rows = await db<Row[]>`SELECT w.id, w.reward_id, w.bonus, w.required, w.done, w.weights, w.default_weight,
        w.created_at, r.wagering, r.title, r.source, p.content AS promo
      FROM bonus_wagering w JOIN promotion_rewards r ON r.id = w.reward_id
      LEFT JOIN promotions p ON p.id = r.promotion_id
      WHERE w.member_id = ${memberId} AND w.status = 'active' ORDER BY w.id`;
    const requirements: WageringRequirement[] = rows.map((r) => ({
      id: r.id,
      rewardId: r.reward_id,
      title: r.promo?.[lang]?.title ?? r.title[lang] ?? r.source,
      bonus: r.bonus,
      required: r.required,
      done: r.done,
      weights: r.weights,
      defaultWeight: r.default_weight,
      text: r.wagering
        ? wageringText({ ...r.wagering, weights: r.weights, defaultWeight: r.default_weight }, lang)
        : '',
      createdAt: r.created_at.toISOString(),
    }));
    return {
      depositRequired: await turnover.required(memberId),
      bonusRequired: requirements.reduce((s, r) => s + (r.required - r.done), 0),
      requirements,
    };
  }

  /**
   * Gives up an active bonus: its requirement is removed and what is left of its money — the bonus, or the
   * cash balance when less remains — goes back through the ledger (kind bonus_forfeit). Audited.
   */
  async function forfeit(memberId: number, wageringId: number, origin: { ip?: string; requestId?: string }) {
    await ledger.prepare([
      { debit: { member: memberId, kind: 'cash' }, credit: { house: 'bonus_expense', unit: 'VND' } },
    ]);
    const [cash] = await ledger.balances([{ member: memberId, kind: 'cash' }]);
    const taken = await db.begin(async (tx) => {
      const [w] = await tx<
        { id: number; bonus: number; reward_id: number }[]
      >`SELECT id, bonus, reward_id FROM bonus_wagering
        WHERE id = ${wageringId} AND member_id = ${memberId} AND status = 'active' FOR UPDATE`;
      if (!w) throw new AppError('wagering_not_found', 404, 'No such active bonus wagering');
      const amount = Math.min(w.bonus, Math.max(cash?.available ?? 0, 0));
      const now = clock.now();
      let transferId: number | null = null;
      if (amount > 0) {
        const [t] = await ledger.transferInTx(tx, [
          {
            debit: { member: memberId, kind: 'cash' },
            credit: { house: 'bonus_expense', unit: 'VND' },
            amount,
            unit: 'VND',
            kind: 'bonus_forfeit',
            reference: `promo-reward:${w.reward_id}`,
            idempotencyKey: `promo:forfeit:${w.id}`,
          },
        ]);
        transferId = t!.id;
      }
      await tx`UPDATE bonus_wagering SET status = 'forfeited', closed_at = ${now} WHERE id = ${w.id}`;
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'promotion.bonus_forfeit',
        subject: `promotion_reward:${w.reward_id}`,
        after: { wageringId: w.id, bonus: w.bonus, taken: amount, transferId },
        ip: origin.ip ?? null,
        requestId: origin.requestId ?? null,
      });
      return amount;
    });
    return taken;
  }

  return { state, forfeit };
}
export type WageringService = ReturnType<typeof createWageringService>;
