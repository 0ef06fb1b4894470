import { beforeAll, describe, expect, it } from 'vitest';
import {
  bettor,
  mixedSlip,
  openRound,
  type RoundsHarness,
  roundsApp,
  slipKey,
} from '../../rounds/test/rounds.fixtures.js';
import { createSeamlessWallet } from '../../vendors/seamless-wallet.service.js';
import { createVendorSessions } from '../../vendors/vendor-sessions.js';
import { createTurnoverService } from '../../withdrawals/index.js';
import { fund, makeMember } from '../../withdrawals/test/cashout.fixtures.js';
import { createRewardCentre } from '../rewards.service.js';

let h: RoundsHarness;
beforeAll(async () => {
  h = await roundsApp();
});

const wagering = async (memberId: number) =>
  (
    await h.db<
      { required: number; done: number }[]
    >`SELECT required, done FROM bonus_wagering WHERE member_id = ${memberId}`
  )[0]!;

describe('stakes reach bonus wagering with their category', () => {
  it('a dice slip (catalogue category LIVE) counts at the LIVE weight of the bonus', async () => {
    const m = await bettor(h, 100_000_000);
    const rewards = createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger });
    await rewards.prepare(m.id);
    await h.db.begin((tx) =>
      rewards.payReward(tx, {
        memberId: m.id,
        source: 'bonus',
        sourceKey: `call-site:${m.id}`,
        amount: 10_000_000,
        title: { vi: 'Thưởng', en: 'Bonus' },
        wagering: { multiplierTenths: 100, base: 'bonus', weights: { LIVE: 10, RNG: 100 }, defaultWeight: 0 },
      }),
    );
    expect(await wagering(m.id)).toEqual({ required: 100_000_000, done: 0 });
    const roundId = await openRound(h);
    const bets = mixedSlip(3);
    const res = await h.app.inject({
      method: 'POST',
      url: `/wps/rounds/${roundId}/bets`,
      headers: m.headers,
      payload: { idempotencyKey: slipKey(), bets },
    });
    expect(res.statusCode, res.body).toBe(200);
    const staked = bets.reduce((s, b) => s + b.stake, 0);
    expect((await wagering(m.id)).done).toBe(Math.floor((staked * 10) / 100));
  });

  it('a vendor stake (seamless wallet) reaches the turnover with its game type as category', async () => {
    const turnover = createTurnoverService({ db: h.db, clock: h.clock });
    const seen: (string | undefined)[] = [];
    // Wired as the composition root wires it (modules/index.ts buildGames).
    const wallet = createSeamlessWallet({
      db: h.db,
      clock: h.clock,
      ledger: h.ledger,
      onStake: async ({ memberId, amount, reference, category }) => {
        seen.push(category);
        await turnover.recordTurnover(memberId, amount, reference, category ?? null);
      },
    });
    const sessions = createVendorSessions({ db: h.db, clock: h.clock });
    const m = await makeMember(h);
    await fund(h, m.id, 5_000_000);
    const rewards = createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger });
    await rewards.prepare(m.id);
    await h.db.begin((tx) =>
      rewards.payReward(tx, {
        memberId: m.id,
        source: 'bonus',
        sourceKey: `call-site-vendor:${m.id}`,
        amount: 1_000_000,
        title: { vi: 'Thưởng', en: 'Bonus' },
        wagering: { multiplierTenths: 100, base: 'bonus', weights: { RNG: 100 }, defaultWeight: 0 },
      }),
    );
    const s = await sessions.open({
      vendor: 'SIMV',
      memberId: m.id,
      unit: 'VND',
      game: { nodeId: 'SIMV-1', gameType: 'RNG' },
    });
    const d = { vendor: 'SIMV', player: s.player, txnId: 'cs-1', roundId: 'cs-r1', amount: 300_000, token: s.token };
    expect((await wallet.debit(d)).status).toBe('OK');
    expect(seen).toEqual(['RNG']);
    expect((await wagering(m.id)).done).toBe(300_000);
  });
});
