import type { MemberTransfer, UplineInfo } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { isAgentSession, requireTrueAccount } from '../accounts/index.js';
import { findMember } from '../bank-accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import { auditOrigin, writeAudit } from '../operators/index.js';
import type { SettingsService } from '../system/index.js';

interface TransferRow {
  id: number;
  from_member_id: number;
  to_member_id: number;
  direction: 'to_upline' | 'to_downline';
  amount: number;
  request_key: string;
  transfer_id: number;
  created_at: Date;
  counterparty: string;
}

export interface MemberTransferInput {
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

/**
 * Transfers between members: a member to its upline agent, an agent to a member of its own (direct)
 * downline, within the operator's rules. The ledger moves cash to cash under the key
 * 'member-transfer:<from>:<key>'; the row and the audit record follow it, and a retry with the same key
 * finds the same ledger transfer and answers the same result.
 */
export function createUplineService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  settings: SettingsService;
  verifyPaymentPassword: (memberId: number, password: string) => Promise<void>;
}) {
  const { db, clock, ledger, settings } = deps;

  const toView = (r: TransferRow, viewer: number): MemberTransfer => ({
    id: r.id,
    direction: r.direction,
    counterparty: r.counterparty,
    amount: r.from_member_id === viewer ? -r.amount : r.amount,
    createdAt: r.created_at.toISOString(),
  });

  async function recent(memberId: number): Promise<TransferRow[]> {
    return db<TransferRow[]>`
      SELECT t.*, m.account AS counterparty FROM member_transfers t
      JOIN members m ON m.id = CASE WHEN t.from_member_id = ${memberId} THEN t.to_member_id ELSE t.from_member_id END
      WHERE t.from_member_id = ${memberId} OR t.to_member_id = ${memberId}
      ORDER BY t.created_at DESC, t.id DESC LIMIT 20`;
  }

  async function info(session: SessionPrincipal | null): Promise<UplineInfo> {
    const s = requireTrueAccount(session);
    const me = await findMember(db, s.memberId);
    const upline = me?.upline_id ? await findMember(db, me.upline_id) : undefined;
    const agent = isAgentSession(s);
    const downline = agent
      ? await db<{ id: number; account: string }[]>`SELECT id, account FROM members
          WHERE upline_id = ${s.memberId} AND type <> 4 AND status = 'active' ORDER BY account LIMIT 500`
      : [];
    const rules = await settings.get('memberTransfer');
    const [cash] = await ledger.balances([{ member: s.memberId, kind: 'cash' }]);
    return {
      upline: upline?.account ?? null,
      isAgent: agent,
      downline: [...downline],
      toUpline: rules.toUpline,
      toDownline: rules.toDownline,
      available: cash!.available,
      recent: (await recent(s.memberId)).map((r) => toView(r, s.memberId)),
    };
  }

  async function move(
    s: SessionPrincipal,
    to: number,
    direction: 'to_upline' | 'to_downline',
    input: MemberTransferInput,
    req?: FastifyRequest,
  ): Promise<MemberTransfer> {
    const rule = (await settings.get('memberTransfer'))[direction === 'to_upline' ? 'toUpline' : 'toDownline'];
    if (!rule.enabled) throw new AppError('transfer_disabled', 422, 'This transfer is not available');
    if (input.amount < rule.min || input.amount > rule.max) {
      throw new AppError('transfer_amount_out_of_range', 422, 'Amount out of range', { min: rule.min, max: rule.max });
    }
    await deps.verifyPaymentPassword(s.memberId, input.paymentPassword);
    const key = `member-transfer:${s.memberId}:${input.idempotencyKey}`;
    const [before] = await ledger.balances([{ member: s.memberId, kind: 'cash' }]);
    const t = await ledger.transfer({
      debit: { member: s.memberId, kind: 'cash' },
      credit: { member: to, kind: 'cash' },
      amount: input.amount,
      unit: 'VND',
      kind: direction === 'to_upline' ? 'transfer_upline' : 'transfer_downline',
      reference: `member:${s.memberId}->member:${to}`,
      idempotencyKey: key,
    });
    const now = clock.now();
    await db.begin(async (tx) => {
      const inserted = await tx`INSERT INTO member_transfers
        (from_member_id, to_member_id, direction, amount, request_key, transfer_id, created_at)
        VALUES (${s.memberId}, ${to}, ${direction}, ${input.amount}, ${input.idempotencyKey}, ${t.id}, ${t.createdAt})
        ON CONFLICT (from_member_id, request_key) DO NOTHING RETURNING id`;
      if (inserted.length === 0) return; // a replay: recorded and audited the first time
      await writeAudit(tx, {
        at: now,
        actor: `member:${s.memberId}`,
        action: `transfer.${direction}`,
        subject: `member:${to}`,
        before: { available: t.replayed ? null : before!.available },
        after: { amount: input.amount, transferId: t.id },
        ...(req ? auditOrigin(req) : {}),
      });
    });
    const [row] = await db<TransferRow[]>`SELECT t.*, m.account AS counterparty FROM member_transfers t
      JOIN members m ON m.id = t.to_member_id WHERE t.from_member_id = ${s.memberId} AND t.request_key = ${input.idempotencyKey}`;
    return toView(row!, s.memberId);
  }

  async function toUpline(session: SessionPrincipal | null, input: MemberTransferInput, req?: FastifyRequest) {
    const s = requireTrueAccount(session);
    const me = await findMember(db, s.memberId);
    if (!me?.upline_id) throw new AppError('transfer_no_upline', 422, 'You have no upline agent');
    return move(s, me.upline_id, 'to_upline', input, req);
  }

  async function toDownline(
    session: SessionPrincipal | null,
    input: MemberTransferInput & { memberId: number },
    req?: FastifyRequest,
  ) {
    const s = requireTrueAccount(session);
    if (!isAgentSession(s)) throw new AppError('transfer_not_agent', 403, 'Agents only');
    const target = await findMember(db, input.memberId);
    // Only the agent's own (direct) downline; a trial account holds no money.
    if (!target || target.upline_id !== s.memberId || target.type === 4) {
      throw new AppError('transfer_not_downline', 403, 'Not a member of your downline');
    }
    return move(s, target.id, 'to_downline', input, req);
  }

  return { info, toUpline, toDownline };
}
export type UplineService = ReturnType<typeof createUplineService>;
