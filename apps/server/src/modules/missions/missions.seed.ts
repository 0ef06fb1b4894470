import type { LeaderboardInput, MissionInput } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { writeBoard } from './leaderboard.repository.js';
import { writeMission } from './missions.repository.js';

const VND = 100; // minor units per đồng
const none = { vi: '', en: '' };
const common = { minVipRank: 0, activeFrom: null, activeUntil: null, enabled: true, description: none };

/** Demo missions: each kind once, rewards in points and in bonus money (each pays what its title says). */
export const DEMO_MISSIONS: MissionInput[] = [
  {
    ...common,
    code: 'daily-slot-1',
    period: 'daily',
    kind: 'rounds',
    category: 'RNG',
    target: 1,
    title: { vi: 'Quay 1 ván nổ hũ', en: 'Spin 1 slot round' },
    reward: { type: 'bonus', amount: 5_000 * VND },
    sort: 1,
  },
  {
    ...common,
    code: 'daily-rounds-10',
    period: 'daily',
    kind: 'rounds',
    category: null,
    target: 10,
    title: { vi: 'Chơi 10 ván bất kỳ', en: 'Play 10 rounds of any game' },
    reward: { type: 'points', amount: 50 },
    sort: 2,
  },
  {
    ...common,
    code: 'daily-wager-500k',
    period: 'daily',
    kind: 'wager',
    category: null,
    target: 500_000 * VND,
    title: { vi: 'Cược hợp lệ 500.000 ₫ hôm nay', en: 'Wager 500,000 ₫ today' },
    reward: { type: 'bonus', amount: 10_000 * VND },
    sort: 3,
  },
  {
    ...common,
    code: 'weekly-deposit-1m',
    period: 'weekly',
    kind: 'deposit',
    category: null,
    target: 1_000_000 * VND,
    title: { vi: 'Nạp 1.000.000 ₫ trong tuần', en: 'Deposit 1,000,000 ₫ this week' },
    reward: { type: 'bonus', amount: 20_000 * VND },
    sort: 4,
  },
  {
    ...common,
    code: 'weekly-login-5',
    period: 'weekly',
    kind: 'login_days',
    category: null,
    target: 5,
    title: { vi: 'Đăng nhập 5 ngày trong tuần', en: 'Log in on 5 days this week' },
    reward: { type: 'points', amount: 200 },
    sort: 5,
  },
  {
    ...common,
    code: 'once-invite-1',
    period: 'once',
    kind: 'invite',
    category: null,
    target: 1,
    title: { vi: 'Mời 1 người bạn', en: 'Invite a friend' },
    description: {
      vi: 'Bạn bè đăng ký bằng mã giới thiệu của bạn và đạt điều kiện.',
      en: 'A friend registers with your code and qualifies.',
    },
    reward: { type: 'bonus', amount: 50_000 * VND },
    sort: 6,
  },
];

export const DEMO_BOARDS: LeaderboardInput[] = [
  {
    code: 'weekly-turnover',
    title: { vi: 'Đua top cược tuần', en: 'Weekly turnover race' },
    metric: 'turnover',
    period: 'weekly',
    category: null,
    prizes: [1_000_000 * VND, 500_000 * VND, 200_000 * VND],
    prizeType: 'bonus',
    size: 20,
    enabled: true,
  },
  {
    code: 'daily-wins',
    title: { vi: 'Thắng lớn trong ngày', en: 'Biggest winners today' },
    metric: 'wins',
    period: 'daily',
    category: null,
    prizes: [500, 300, 100],
    prizeType: 'points',
    size: 10,
    enabled: true,
  },
];

/** Loads the demo missions and leaderboards once (an existing code is left as the operator made it). */
export async function seedMissions(db: Db, clock: Clock): Promise<void> {
  for (const m of DEMO_MISSIONS) {
    const [exists] = await db`SELECT 1 FROM missions WHERE code = ${m.code}`;
    if (!exists) await writeMission(db, null, m, clock.now());
  }
  for (const b of DEMO_BOARDS) {
    const [exists] = await db`SELECT 1 FROM leaderboards WHERE code = ${b.code}`;
    if (!exists) await writeBoard(db, null, b, clock.now());
  }
}
