import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { createTestApp } from '../../../../test/harness.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { sendSystemMessage } from '../../inbox/index.js';
import { createLedgerService } from '../../ledger/index.js';
import { operatorSession } from '../../operators/index.js';
import { createPointsAward } from '../../points/points.award.js';
import { createRewardCentre } from '../../promotions/rewards.service.js';
import { createSeamlessWallet } from '../../vendors/seamless-wallet.service.js';
import { createVendorSessions } from '../../vendors/vendor-sessions.js';
import type { CashoutHarness } from '../../withdrawals/test/cashout.fixtures.js';
import { buildMissions, type Missions } from '../missions.wiring.js';

export const TZ = 'Asia/Ho_Chi_Minh';

export interface MissionsHarness extends CashoutHarness {
  /** A second set of the module's services on the same database (another node, or the job runner). */
  m: Missions;
}

/** Test sessions: x-test-member "<id>" (a member), x-test-operator "<id>" (an operator with the owner role). */
const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const op = req.headers['x-test-operator'];
  if (typeof op === 'string') return Object.assign(operatorSession(Number(op), `op${op}`), { operatorRole: 'owner' });
  const id = Number(req.headers['x-test-member']);
  return id > 0 ? { memberId: id, account: `m${id}`, type: 0, roles: ['member'] } : null;
};
export const operator = { 'x-test-operator': '7' };
export const member = (id: number) => ({ 'x-test-member': String(id) });

/** The real app (test session headers) plus the module's services built on the same database and clock. */
export async function missionsApp(): Promise<MissionsHarness> {
  const t = await createTestApp({ deps: { resolveSession } });
  const h = { ...t, ledger: createLedgerService({ db: t.db, clock: t.clock }) };
  const m = buildMissions({
    db: h.db,
    clock: h.clock,
    timeZone: TZ,
    rewards: createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger }),
    points: createPointsAward({ db: h.db, ledger: h.ledger }),
    rankOf: async (memberId) =>
      (await h.db<{ rank: number }[]>`SELECT rank FROM vip_members WHERE member_id = ${memberId}`)[0]?.rank ?? 0,
    // As the composition root wires it: inbox's system message in the completing transaction.
    missionComplete: (tx, memberId, mission, at) =>
      sendSystemMessage(tx, memberId, { template: 'mission_complete', mission }, at, { notify: false }),
  });
  return { ...h, m };
}

/** Creates a mission through the operator API; answers its id. */
export async function createMission(h: CashoutHarness, over: Record<string, unknown> = {}): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/missions',
    headers: operator,
    payload: {
      code: `m-${randomBytes(4).toString('hex')}`,
      period: 'daily',
      kind: 'rounds',
      category: 'RNG',
      target: 2,
      title: { vi: 'Quay 2 ván nổ hũ', en: 'Spin 2 slot rounds' },
      reward: { type: 'bonus', amount: 500_000 },
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

let round = 0;
/**
 * One real slot round through the seamless wallet, as a vendor plays it: the stake debited, the win credited,
 * the bets row settled (the rollup's triggers count it; settled_wagers shows it).
 */
export async function playSlotRound(h: CashoutHarness, memberId: number, stake: number, win = 0): Promise<void> {
  const sessions = createVendorSessions({ db: h.db, clock: h.clock });
  const wallet = createSeamlessWallet({ db: h.db, clock: h.clock, ledger: h.ledger });
  const s = await sessions.open({ vendor: 'SIMV', memberId, unit: 'VND', game: { nodeId: 'SIMV-1', gameType: 'RNG' } });
  round += 1;
  const id = `ms-${randomBytes(3).toString('hex')}-${round}`;
  const base = { vendor: 'SIMV', player: s.player, roundId: id };
  expect((await wallet.debit({ ...base, txnId: `${id}-d`, amount: stake, token: s.token })).status).toBe('OK');
  expect((await wallet.credit({ ...base, txnId: `${id}-c`, amount: win })).status).toBe('OK');
}
