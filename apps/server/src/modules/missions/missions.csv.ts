import type { Leaderboard, Mission, MissionKind, MissionRewardType } from '@app/contracts';
import { type CsvCell, csvAmount } from '../../platform/http/csv-export.js';

// Bonus money and money targets (wager, deposit) are minor units: written as exact plain amounts (18000.50);
// points, rounds, days and friends are counts, written as they are.
const reward = (type: MissionRewardType, n: number) => (type === 'bonus' ? csvAmount(n) : n);
const MONEY_KINDS: readonly MissionKind[] = ['wager', 'deposit'];

/** The missions list's CSV columns. */
export const MISSIONS_CSV_HEADER = [
  'id',
  'code',
  'title_vi',
  'title_en',
  'period',
  'kind',
  'category',
  'target',
  'rewardType',
  'reward',
  'minVipRank',
  'activeFrom',
  'activeUntil',
  'enabled',
  'sort',
  'updatedAt',
];

export const missionsCsvLine = (m: Mission): CsvCell[] => [
  m.id,
  m.code,
  m.title.vi,
  m.title.en,
  m.period,
  m.kind,
  m.category,
  MONEY_KINDS.includes(m.kind) ? csvAmount(m.target) : m.target,
  m.reward.type,
  reward(m.reward.type, m.reward.amount),
  m.minVipRank,
  m.activeFrom,
  m.activeUntil,
  m.enabled,
  m.sort,
  m.updatedAt,
];

/** The leaderboards list's CSV columns; the prizes of ranks 1, 2, … in one cell, separated by spaces. */
export const LEADERBOARDS_CSV_HEADER = [
  'id',
  'code',
  'title_vi',
  'title_en',
  'metric',
  'period',
  'category',
  'prizeType',
  'prizes',
  'size',
  'enabled',
  'updatedAt',
];

export const leaderboardsCsvLine = (b: Leaderboard): CsvCell[] => [
  b.id,
  b.code,
  b.title.vi,
  b.title.en,
  b.metric,
  b.period,
  b.category,
  b.prizeType,
  b.prizes.map((p) => reward(b.prizeType, p)).join(' '),
  b.size,
  b.enabled,
  b.updatedAt,
];
