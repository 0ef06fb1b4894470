import type { DepositMethodConfig, DepositStatus } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import type { LedgerService } from '../ledger/index.js';
import type { LimitsService } from '../limits/index.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { alreadyCredited, creditDeposit, type DepositCreditedHook } from './deposit-credit.js';
import { toMethodConfig, toOperatorDeposit } from './deposits.mappers.js';
import {
  type DepositRow,
  findDepositWithAccount,
  findStaleGatewayDeposits,
  insertEvent,
  listDepositsForOperator,
  listMethods,
  lockDeposit,
  updateDeposit,
  upsertMethod,
} from './deposits.repository.js';

const notFound = () => new AppError('deposit_not_found', 404, 'No such deposit');
const notPending = (status: string) => new AppError('deposit_not_pending', 409, `The deposit is ${status}`, { status });
// Review deposits are confirmable whatever their kind; pending ones only when an operator is the one who
// sees the money arrive (bank transfers). A pending gateway deposit waits for its gateway.
const confirmable = (d: DepositRow) => d.status === 'review' || (d.status === 'pending' && d.kind === 'bank_transfer');

/** The deposit queue's filters (list and CSV). */
export interface DepositListFilter {
  status?: DepositStatus;
  memberId?: number;
  account?: string;
  flagged?: '1';
  from?: string;
  to?: string;
  sort?: 'createdAt' | 'amount' | 'id';
  dir?: 'asc' | 'desc';
}

/** The operator's side of deposits: list, confirm, reject, methods; and the expiry of stale gateway deposits. */
export function createDepositsAdminService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  limits: LimitsService;
  gatewayExpireMinutes: number;
  onCredited: DepositCreditedHook;
}) {
  const { db, clock, ledger } = deps;
  const balance = async (memberId: number) => (await ledger.balances([{ member: memberId, kind: 'cash' }]))[0]!.posted;
  const view = async (id: number) => toOperatorDeposit((await findDepositWithAccount(db, id))!);

  /** The list's filters as the repository reads them (the queue screen and its CSV). */
  const filterOf = (f: DepositListFilter) => ({
    status: f.status,
    memberId: f.memberId,
    account: f.account || undefined,
    flagged: f.flagged === '1',
    from: f.from ? new Date(f.from) : undefined,
    to: f.to ? new Date(f.to) : undefined,
    sort: f.sort,
    dir: f.sort ? f.dir : undefined,
  });

  async function list(f: DepositListFilter & { page: number; pageSize: number }) {
    const { rows, total } = await listDepositsForOperator(db, {
      ...filterOf(f),
      limit: f.pageSize,
      offset: (f.page - 1) * f.pageSize,
    });
    return { items: rows.map(toOperatorDeposit), total, page: f.page, pageSize: f.pageSize };
  }

  /** Every deposit the filters match, in the list's order, batch by batch (the CSV). */
  const csvBatches = (f: DepositListFilter) =>
    offsetBatches(async (limit, offset) => {
      const { rows } = await listDepositsForOperator(db, { ...filterOf(f), limit, offset }, { count: false });
      return rows.map(toOperatorDeposit);
    });

  /**
   * Confirms a bank transfer the operator saw arrive (or a deposit under review). Checked against the
   * member's limits at this moment: a limit reached since the request refuses the confirmation with
   * 'deposit_limit_exceeded' and the deposit stays as it is, so the operator can confirm it once the
   * period allows or reject it (and return the money outside the site).
   */
  async function confirm(
    op: OperatorPrincipal,
    id: number,
    input: { amount?: number; note?: string },
    req: FastifyRequest,
  ) {
    const result = await db.begin(async (tx) => {
      const d = await lockDeposit(tx, id);
      if (!d) throw notFound();
      if (!confirmable(d)) throw notPending(d.status);
      const before = await balance(d.member_id);
      const done = await creditDeposit(
        tx,
        { ...deps },
        d,
        input.amount ?? d.paid_amount ?? d.amount,
        operatorActor(op),
      );
      const after = await balance(d.member_id);
      await insertEvent(tx, {
        depositId: d.id,
        at: clock.now(),
        source: operatorActor(op),
        kind: 'confirmed',
        detail: { amount: done.credited, note: input.note ?? null },
      });
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'deposit.confirm',
        subject: `deposit:${d.id}`,
        before: { status: d.status, balance: before, member: d.member_id },
        after: { status: done.status, balance: after, credited: done.credited, note: input.note ?? null },
        ...auditOrigin(req),
      });
      return d.id;
    });
    return view(result);
  }

  /** Rejects a pending deposit or one under review, with a reason the member sees. */
  async function reject(op: OperatorPrincipal, id: number, reason: string, req: FastifyRequest) {
    const result = await db.begin(async (tx) => {
      const d = await lockDeposit(tx, id);
      if (!d) throw notFound();
      if (d.status !== 'pending' && d.status !== 'review') throw notPending(d.status);
      // A credit a crash left unrecorded: the money is the member's, it cannot be rejected any more.
      if (await alreadyCredited(ledger, d.id)) throw notPending('succeeded');
      const bal = await balance(d.member_id);
      const now = clock.now();
      await updateDeposit(tx, d.id, {
        status: 'rejected',
        reject_reason: reason,
        finished_at: now,
        confirmed_by: operatorActor(op),
      });
      await insertEvent(tx, {
        depositId: d.id,
        at: now,
        source: operatorActor(op),
        kind: 'rejected',
        detail: { reason },
      });
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'deposit.reject',
        subject: `deposit:${d.id}`,
        before: { status: d.status, balance: bal, member: d.member_id },
        after: { status: 'rejected', balance: bal, reason },
        ...auditOrigin(req),
      });
      return d.id;
    });
    return view(result);
  }

  async function methods() {
    return { methods: (await listMethods(db, false)).map(toMethodConfig) };
  }

  async function putMethod(op: OperatorPrincipal, code: string, m: DepositMethodConfig, req: FastifyRequest) {
    if (!/^[a-z0-9_-]{1,32}$/.test(code)) throw badInput('Method code: 1–32 of a-z 0-9 _ -');
    if (m.max < m.min) throw badInput('max must not be below min');
    if (m.kind === 'bank_transfer' && !m.bank) throw badInput('A bank-transfer method needs the receiving bank');
    if (m.kind === 'gateway' && !m.gateway) throw badInput('A gateway method needs its gateway code');
    return db.begin(async (tx) => {
      const before = (await listMethods(tx, false)).find((x) => x.code === code);
      const row = await upsertMethod(
        tx,
        {
          code,
          kind: m.kind,
          gateway: m.kind === 'gateway' ? m.gateway : null,
          enabled: m.enabled,
          min_amount: m.min,
          max_amount: m.max,
          names: m.names,
          bank: m.kind === 'bank_transfer' ? m.bank : null,
          sort: m.sort,
        },
        clock.now(),
      );
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'deposit_method.put',
        subject: `deposit_method:${code}`,
        before: before ? toMethodConfig(before) : null,
        after: toMethodConfig(row),
        ...auditOrigin(req),
      });
      return toMethodConfig(row);
    });
  }

  /** Gateway deposits with no final callback after the configured minutes end 'expired' (no money). */
  async function expireStale(): Promise<number> {
    const before = new Date(clock.now().getTime() - deps.gatewayExpireMinutes * 60_000);
    let expired = 0;
    for (const id of await findStaleGatewayDeposits(db, before, 100)) {
      await db.begin(async (tx) => {
        const d = await lockDeposit(tx, id);
        if (d?.status !== 'pending' || (await alreadyCredited(ledger, id))) return;
        await updateDeposit(tx, id, { status: 'expired', finished_at: clock.now() });
        await insertEvent(tx, { depositId: id, at: clock.now(), source: 'system', kind: 'expired' });
        expired++;
      });
    }
    return expired;
  }

  return { list, csvBatches, confirm, reject, methods, putMethod, expireStale };
}
export type DepositsAdminService = ReturnType<typeof createDepositsAdminService>;
