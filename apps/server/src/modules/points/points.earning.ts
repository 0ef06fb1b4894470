import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { LedgerService, TransferInput } from '../ledger/index.js';
import { localDay, windowStart } from '../vip/vip.repository.js';
import { awardKey, issuance, type PointsAward, pointsOf } from './points.award.js';
import { daysToEarn, readRules, turnoverOfDay } from './points.repository.js';
import { pointsFor } from './points.rules.js';

/** How far back the turnover job looks for closed days it has not paid (a node down for a week catches up). */
const LOOKBACK_DAYS = 14;

/** Points earned by rules: settled turnover per closed day (a job), credited deposits and sign-ins (hooks). */
export function createPointsEarning(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerService;
  award: PointsAward;
}) {
  const { db, clock, timeZone, ledger, award } = deps;

  /**
   * Turns each closed local day's settled turnover (the rollup member_day_stats: real-money bets, counted
   * when settled) into points at the category's rate. One transaction per day writes every member's
   * transfers (one statement) and marks the day done; the ledger keys name member, day and category, so a
   * second run — or two runners at once — pays nothing more.
   */
  async function earnTurnover(): Promise<{ days: string[]; transfers: number; points: number }> {
    const today = localDay(clock.now(), timeZone);
    const days = await daysToEarn(db, today, windowStart(today, LOOKBACK_DAYS + 1));
    const rules = await readRules(db);
    let transfers = 0;
    let points = 0;
    for (const day of days) {
      const inputs: TransferInput[] = [];
      const members = new Set<number>();
      for (const r of await turnoverOfDay(db, day)) {
        const rate = rules.turnoverRates[r.category as keyof typeof rules.turnoverRates] ?? 0;
        const amount = pointsFor(r.turnover, rate);
        if (amount <= 0) continue;
        members.add(r.memberId);
        inputs.push({
          debit: issuance,
          credit: pointsOf(r.memberId),
          amount,
          unit: 'POINT',
          kind: 'points_turnover',
          reference: `turnover:${day}:${r.category}`,
          idempotencyKey: awardKey('turnover', `${r.memberId}:${day}:${r.category}`),
        });
      }
      await ledger.prepare([...members].map((m) => ({ debit: issuance, credit: pointsOf(m) })));
      const paid = await db.begin(async (tx) => {
        // The day's row first: a second runner waits here, then finds the day done and pays nothing.
        const mark = await tx`INSERT INTO points_turnover_days (day, members, points, run_at)
          VALUES (${day}::date, ${members.size}, ${inputs.reduce((s, i) => s + i.amount, 0)}, ${clock.now()})
          ON CONFLICT (day) DO NOTHING`;
        if (mark.count === 0) return [];
        return ledger.transferInTx(tx, inputs);
      });
      for (const t of paid) {
        if (t.replayed) continue;
        transfers += 1;
        points += t.amount;
      }
    }
    return { days, transfers, points };
  }

  /** A credited deposit earns points at the deposit rate, once per deposit (its ledger reference). */
  async function onDepositCredited(memberId: number, amount: number, depositRef: string): Promise<void> {
    const { depositRate } = await readRules(db);
    const points = pointsFor(amount, depositRate);
    if (points > 0) await award.award({ memberId, amount: points, reason: 'deposit', sourceKey: depositRef });
  }

  /** A daily sign-in earns the configured points, once per member and local day. */
  async function onSignin(memberId: number): Promise<void> {
    const { signinPoints } = await readRules(db);
    const day = localDay(clock.now(), timeZone);
    if (signinPoints > 0) {
      await award.award({ memberId, amount: signinPoints, reason: 'signin', sourceKey: `${memberId}:${day}` });
    }
  }

  return { earnTurnover, onDepositCredited, onSignin };
}
export type PointsEarning = ReturnType<typeof createPointsEarning>;
