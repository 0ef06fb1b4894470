import type { AgentContract, ContractsView, ContractTier } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, conflict } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { listContracts, ownTiers, toContract } from './contracts.repository.js';
import type { ContractKind } from './settlement.math.js';
import { tiersWithin } from './settlement.math.js';
import { type DividendCycle, nextPeriodStart } from './settlement.periods.js';
import { loadAgentContractSettings, loadKindFlags } from './settlement.settings.js';
import { requireAgent } from './team.guard.js';
import { assertInTeam } from './team.repository.js';

const notFound = () => new AppError('agent_contract_not_found', 404, 'No such contract offer');

/**
 * Contracts between an upline and its direct downlines: the upline offers tiers of one kind (never above its
 * own), the downline accepts (in force from the next period of the kind) or rejects. Rows are never deleted.
 */
export function createContractsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock } = deps;

  async function view(session: SessionPrincipal | null, memberId?: number): Promise<ContractsView> {
    const s = requireAgent(session);
    const who = memberId ?? s.memberId;
    if (who !== s.memberId) await assertInTeam(db, s.memberId, who);
    return viewOf(who);
  }

  /** One member's contracts, whoever asks (the caller checked the right to see them: its team, or an operator). */
  async function viewOf(who: number): Promise<ContractsView> {
    const history = await listContracts(db, who);
    const now = clock.now().toISOString();
    const accepted = history.filter((c) => c.status === 'accepted');
    const inForce: AgentContract[] = [];
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
      const c = accepted.filter((a) => a.kind === kind && a.effectiveFrom! <= now);
      c.sort((x, y) => (y.effectiveFrom! > x.effectiveFrom! ? 1 : -1));
      if (c[0]) inForce.push(c[0]);
    }
    return {
      inForce,
      upcoming: accepted.filter((c) => c.effectiveFrom! > now),
      offers: history.filter((c) => c.status === 'offered'),
      history,
    };
  }

  async function offer(
    session: SessionPrincipal | null,
    body: { memberId: number; kind: ContractKind; tiers: ContractTier[] },
  ): Promise<AgentContract> {
    const s = requireAgent(session);
    // Only a direct downline: anything else in or out of the team answers 404 alike.
    const depth = await assertInTeam(db, s.memberId, body.memberId);
    if (depth !== 1) throw new AppError('agent_not_in_team', 404, 'This account is not your direct downline');
    if (!(await loadKindFlags(db)).offered[body.kind]) {
      throw new AppError('agent_contract_kind_off', 422, 'This kind of contract is not offered');
    }
    const own = await ownTiers(db, s.memberId, body.kind);
    if (!own || !tiersWithin(body.tiers, own)) {
      throw new AppError('agent_contract_exceeds_upline', 422, "A downline's contract cannot exceed its upline's", {
        kind: body.kind,
        max: own ?? [],
      });
    }
    const now = clock.now();
    const write = db.begin(async (tx) => {
      await tx`UPDATE agent_contracts SET status = 'withdrawn', decided_at = ${now}
                WHERE agent_id = ${body.memberId} AND kind = ${body.kind} AND status = 'offered'`;
      const [row] = await tx`
        INSERT INTO agent_contracts (agent_id, upline_id, kind, tiers, status, offered_by, offered_at)
        VALUES (${body.memberId}, ${s.memberId}, ${body.kind}, ${tx.json(body.tiers as never)}, 'offered',
                ${`member:${s.memberId}`}, ${now})
        RETURNING *`;
      await tx`INSERT INTO audit_log (at, actor, action, subject, after)
               VALUES (${now}, ${`member:${s.memberId}`}, 'agent_contract.offer', ${`member:${body.memberId}`},
                       ${tx.json({ id: row!.id, kind: body.kind, tiers: body.tiers } as never)})`;
      return toContract(row as never);
    }) as Promise<AgentContract>;
    // Two offers at once to the same downline and kind: one wins (one open offer per kind), the other is told.
    return write.catch((err: { code?: string }) => {
      if (err.code === '23505') throw conflict('Another offer was just made; reload and try again');
      throw err;
    });
  }

  /** The downline's answer to an offer made to it (the spec's processing / contract calls). */
  async function decide(session: SessionPrincipal | null, id: number, accept: boolean): Promise<AgentContract> {
    const s = requireAgent(session);
    const now = clock.now();
    const settings = await loadAgentContractSettings(db);
    return db.begin(async (tx) => {
      const [c] = await tx<{ kind: ContractKind; upline_id: number | null; tiers: ContractTier[] }[]>`
        SELECT kind, upline_id, tiers FROM agent_contracts
         WHERE id = ${id} AND agent_id = ${s.memberId} AND status = 'offered' FOR UPDATE`;
      if (!c) throw notFound();
      // The upline's own terms may have dropped since the offer: it is still never above them.
      if (accept && c.upline_id !== null) {
        const own = await ownTiers(tx, Number(c.upline_id), c.kind);
        if (!own || !tiersWithin(c.tiers, own)) {
          throw new AppError('agent_contract_exceeds_upline', 422, "A downline's contract cannot exceed its upline's");
        }
      }
      const from = nextPeriodStart(c.kind, now, deps.timeZone, settings.dividendCycle as DividendCycle);
      const [row] = await tx`
        UPDATE agent_contracts SET status = ${accept ? 'accepted' : 'rejected'}, decided_at = ${now},
               effective_from = ${accept ? from : null}
         WHERE id = ${id} RETURNING *`;
      await tx`INSERT INTO audit_log (at, actor, action, subject, after)
               VALUES (${now}, ${`member:${s.memberId}`}, ${accept ? 'agent_contract.accept' : 'agent_contract.reject'},
                       ${`agent_contract:${id}`}, ${tx.json({ effectiveFrom: accept ? from.toISOString() : null } as never)})`;
      return toContract(row as never);
    }) as Promise<AgentContract>;
  }

  /** An operator sets a contract directly (a top agent's own terms): accepted, in force from the next period. */
  async function operatorSet(agentId: number, kind: ContractKind, tiers: ContractTier[], actor: string) {
    const now = clock.now();
    const settings = await loadAgentContractSettings(db);
    const from = nextPeriodStart(kind, now, deps.timeZone, settings.dividendCycle as DividendCycle);
    return db.begin(async (tx) => {
      const [row] = await tx`
        INSERT INTO agent_contracts (agent_id, upline_id, kind, tiers, status, effective_from, offered_by, offered_at, decided_at)
        VALUES (${agentId}, NULL, ${kind}, ${tx.json(tiers as never)}, 'accepted', ${from}, ${actor}, ${now}, ${now})
        RETURNING *`;
      await tx`INSERT INTO audit_log (at, actor, action, subject, after)
               VALUES (${now}, ${actor}, 'agent_contract.operator_set', ${`member:${agentId}`},
                       ${tx.json({ id: row!.id, kind, tiers } as never)})`;
      return toContract(row as never);
    }) as Promise<AgentContract>;
  }

  return { view, viewOf, offer, decide, operatorSet };
}
export type ContractsService = ReturnType<typeof createContractsService>;
