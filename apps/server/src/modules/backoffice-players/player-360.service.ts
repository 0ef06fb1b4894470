import type { Player360, PlayerNote, Transaction } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { AccountBalance } from '../ledger/index.js';
import type { RgService } from '../limits/index.js';
import { listRequests, toRequest } from './adjustment-requests.repository.js';
import { betItem, bonusItem, loginItem, wageringItem } from './player-items.js';
import {
  bankAccountsOf,
  findProfile,
  labelsOf,
  linkedAccounts,
  loginIps,
  recentBets,
  recentLogins,
  recentRewards,
  recentWagering,
} from './player-view.repository.js';
import { statusOf } from './players.service.js';

/** What the 360° view reads from other modules: each module's own service, so no rule is read twice. */
export interface Player360Deps {
  db: Db;
  memberAccounts: (memberId: number) => Promise<AccountBalance[]>;
  transactions: (memberId: number, q: { page: number; pageSize: number }) => Promise<{ items: Transaction[] }>;
  turnoverRequired: (memberId: number) => Promise<number>;
  bonusRequired: (memberId: number) => Promise<number>;
  rg: Pick<RgService, 'state' | 'history'>;
  vipRank: (memberId: number) => Promise<number>;
  vipLevels: () => Promise<{ levels: { rank: number; name: { vi: string; en: string } }[] }>;
  kycLevel: (session: SessionPrincipal | null, memberId: number) => Promise<{ level: Player360['kycLevel'] }>;
  notes: (memberId: number) => Promise<PlayerNote[]>;
}

const iso = (d: Date) => d.toISOString();

export const playerNotFound = (id: number) => new AppError('player_not_found', 404, `No player ${id}`);

/** The player 360° page: one call, its parts read side by side. */
export function createPlayer360Service(deps: Player360Deps) {
  const { db } = deps;

  async function view(session: SessionPrincipal | null, id: number): Promise<Player360> {
    const p = await findProfile(db, id);
    if (!p) throw playerNotFound(id);
    const [
      labels,
      rank,
      vipConfig,
      kyc,
      wallets,
      txs,
      required,
      bonusRequired,
      rewards,
      wagering,
      bets,
      rgState,
      rgHistory,
      logins,
      ips,
      banks,
      linked,
      notes,
      requests,
    ] = await Promise.all([
      labelsOf(db, id),
      deps.vipRank(id),
      deps.vipLevels(),
      deps.kycLevel(session, id),
      deps.memberAccounts(id),
      deps.transactions(id, { page: 1, pageSize: 20 }),
      deps.turnoverRequired(id),
      deps.bonusRequired(id),
      recentRewards(db, id),
      recentWagering(db, id),
      recentBets(db, id),
      deps.rg.state(id),
      deps.rg.history(id),
      recentLogins(db, id),
      loginIps(db, id),
      bankAccountsOf(db, id),
      linkedAccounts(db, id),
      deps.notes(id),
      listRequests(db, { memberId: id, dir: 'desc', limit: 20, offset: 0 }),
    ]);
    const level = vipConfig.levels.find((l) => l.rank === rank);
    return {
      profile: {
        id: p.id,
        account: p.account,
        nickname: p.nickname,
        type: p.type,
        status: statusOf(p.status),
        mobile: p.mobile,
        email: p.email,
        vipRank: rank,
        labels: labels.map((l) => l.code),
        registerIp: p.register_ip,
        createdAt: iso(p.created_at),
        lastLoginAt: p.last_login_at ? iso(p.last_login_at) : null,
        payeeName: p.payee_name,
        birthday: p.birthday,
        countryCode: p.country_code,
        language: p.language,
        registerMethod: p.register_method,
        registerUrl: p.register_url,
        upline: p.upline,
        passwordMustChange: p.password_must_change,
      },
      labels: labels.map((l) => ({ code: l.code, name: l.names })),
      vip: { rank, name: level?.name ?? { vi: `VIP ${rank}`, en: `VIP ${rank}` } },
      kycLevel: kyc.level,
      wallets: wallets.map((w) => ({
        code: w.code,
        kind: w.kind,
        vendor: w.vendor,
        unit: w.unit,
        posted: w.posted,
        available: w.available,
      })),
      turnover: { required, bonusRequired },
      bonuses: rewards.map(bonusItem),
      wagering: wagering.map(wageringItem),
      transactions: txs.items,
      bets: bets.map(betItem),
      rg: { state: rgState, history: rgHistory },
      logins: logins.map(loginItem),
      ips: ips.map((i) => ({ ip: i.ip, firstSeen: iso(i.first_seen), lastSeen: iso(i.last_seen) })),
      bankAccounts: banks.map((b) => ({
        bankCode: b.bank_code,
        accountNumber: b.account_number,
        payeeName: b.payee_name,
        createdAt: iso(b.created_at),
        removedAt: b.removed_at ? iso(b.removed_at) : null,
      })),
      linked: linked.map((l) => ({
        memberId: Number(l.member_id),
        account: l.account,
        status: statusOf(l.status),
        via: l.via,
        value: l.value,
      })),
      notes,
      adjustmentRequests: requests.rows.map(toRequest),
    };
  }

  return { view };
}
export type Player360Service = ReturnType<typeof createPlayer360Service>;
