import type { BankFeedLine, ReceivingBank } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../platform/db/connect.js';
import { AppError, badInput } from '../../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../../operators/index.js';
import { creditDeposit } from '../deposit-credit.js';
import { type DepositRow, insertEvent, lockDeposit, updateDeposit } from '../deposits.repository.js';
import type { MatcherDeps } from './bank-feed.matcher.js';
import { type FeedLineRow, listLines, lockLine, toFeedLine, updateLine } from './bank-feed.repository.js';
import { vietQrCredit } from './vietqr-fee.js';

const lineNotFound = () => new AppError('bank_feed_line_not_found', 404, 'No such statement line');
const resolved = (status: string) => new AppError('bank_feed_line_resolved', 409, `The line is ${status}`, { status });

/** A deposit for money that arrived without a usable reference, so it can be credited like any other. */
async function openDepositForLine(tx: Tx, memberId: number, line: FeedLineRow, at: Date): Promise<DepositRow> {
  const [member] = await tx<{ type: number }[]>`SELECT type FROM members WHERE id = ${memberId}`;
  if (!member) throw badInput('No such member');
  if (member.type === 4) throw badInput('A trial account cannot receive money');
  // The receiving method: the one whose account the money reached, else the first bank-transfer one.
  const methods = await tx<{ code: string; bank: ReceivingBank | null }[]>`SELECT code, bank FROM deposit_methods
    WHERE kind = 'bank_transfer' ORDER BY (bank->>'accountNumber') = ${line.account_number ?? ''} DESC, enabled DESC, sort, code`;
  const method = methods[0];
  if (!method) throw badInput('No bank-transfer deposit method to book it under');
  const [row] = await tx<DepositRow[]>`
    INSERT INTO deposits (member_id, method_code, kind, amount, status, bank, created_at)
    VALUES (${memberId}, ${method.code}, 'bank_transfer', ${line.amount}, 'pending',
      ${method.bank ? tx.json(method.bank as never) : null}, ${at})
    RETURNING *`;
  return row!;
}

/** The operator's queue of statement lines no deposit claimed: list, assign (credit), dismiss. */
export function createBankFeedAdmin(deps: MatcherDeps) {
  const { db, clock, ledger } = deps;
  const balance = async (memberId: number) => (await ledger.balances([{ member: memberId, kind: 'cash' }]))[0]!.posted;

  async function list(f: { status?: FeedLineRow['status']; page: number; pageSize: number }) {
    const { rows, total } = await listLines(db, {
      status: f.status,
      limit: f.pageSize,
      offset: (f.page - 1) * f.pageSize,
    });
    return { items: rows.map(toFeedLine), total, page: f.page, pageSize: f.pageSize };
  }

  /**
   * Credits an unmatched line's amount (what arrived, less the VietQR fee) to a pending or under-review
   * bank-transfer deposit, or to a member as a new deposit. The member's deposit limits apply: over one, 'deposit_limit_exceeded'
   * and nothing changes.
   */
  async function assign(
    op: OperatorPrincipal,
    id: number,
    input: { depositId?: number; memberId?: number; note?: string },
    req: FastifyRequest,
  ): Promise<BankFeedLine> {
    if ((input.depositId === undefined) === (input.memberId === undefined)) {
      throw badInput('Give either depositId or memberId');
    }
    return db.begin(async (tx) => {
      const now = clock.now();
      const line = await lockLine(tx, id);
      if (!line) throw lineNotFound();
      if (line.status !== 'unmatched') throw resolved(line.status);
      let d: DepositRow | null;
      if (input.depositId !== undefined) {
        d = await lockDeposit(tx, input.depositId);
        if (!d) throw new AppError('deposit_not_found', 404, 'No such deposit');
        const open = ['pending', 'review', 'expired', 'cancelled'];
        if (d.kind !== 'bank_transfer' || !open.includes(d.status)) {
          throw new AppError('deposit_not_pending', 409, `The deposit is ${d.status}`, { status: d.status });
        }
      } else {
        d = await openDepositForLine(tx, input.memberId!, line, now);
      }
      const actor = operatorActor(op);
      const before = await balance(d.member_id);
      const done = await creditDeposit(tx, deps, d, await vietQrCredit(tx, Number(line.amount)), actor);
      await updateDeposit(tx, d.id, { paid_amount: Number(line.amount) });
      await insertEvent(tx, {
        depositId: d.id,
        at: now,
        source: actor,
        kind: 'bank_line_assigned',
        detail: {
          line: Number(line.id),
          bankTxnId: line.bank_txn_id,
          amount: Number(line.amount),
          note: input.note ?? null,
        },
      });
      const saved = await updateLine(tx, line.id, {
        status: 'assigned',
        deposit_id: d.id,
        resolved_by: actor,
        resolved_at: now,
        note: input.note ?? null,
      });
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'bank_feed.assign',
        subject: `bank_feed_line:${line.id}`,
        before: { status: line.status, deposit: d.id, depositStatus: d.status, balance: before, member: d.member_id },
        after: {
          status: 'assigned',
          credited: done.credited,
          balance: await balance(d.member_id),
          note: input.note ?? null,
        },
        ...auditOrigin(req),
      });
      return toFeedLine(saved);
    });
  }

  /** Closes an unmatched line without money moving here (e.g. the bank returned it to the sender). */
  async function dismiss(op: OperatorPrincipal, id: number, note: string, req: FastifyRequest) {
    return db.begin(async (tx) => {
      const line = await lockLine(tx, id);
      if (!line) throw lineNotFound();
      if (line.status !== 'unmatched') throw resolved(line.status);
      const actor = operatorActor(op);
      const saved = await updateLine(tx, line.id, {
        status: 'dismissed',
        resolved_by: actor,
        resolved_at: clock.now(),
        note,
      });
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'bank_feed.dismiss',
        subject: `bank_feed_line:${line.id}`,
        before: { status: line.status },
        after: { status: 'dismissed', note },
        ...auditOrigin(req),
      });
      return toFeedLine(saved);
    });
  }

  /** One line by its feed and bank transaction id (what the sandbox bank just sent). */
  async function line(feed: string, bankTxnId: string): Promise<BankFeedLine> {
    const [row] = await db<
      FeedLineRow[]
    >`SELECT * FROM bank_feed_lines WHERE feed = ${feed} AND bank_txn_id = ${bankTxnId}`;
    if (!row) throw lineNotFound();
    return toFeedLine(row);
  }

  return { list, assign, dismiss, line };
}
export type BankFeedAdmin = ReturnType<typeof createBankFeedAdmin>;
