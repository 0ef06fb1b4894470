import type { Deposit, DepositMethod, DepositMethodConfig, OperatorDeposit } from '@app/contracts';
import { isCancellable } from './deposit-cancel-rule.js';
import type { DepositRow, DepositWithAccount, MethodRow } from './deposits.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDeposit(r: DepositRow): Deposit {
  return {
    id: r.id,
    methodCode: r.method_code,
    kind: r.kind,
    amount: r.amount,
    credited: r.credited,
    status: r.status,
    referenceCode: r.reference_code,
    bank: r.bank,
    rejectReason: r.reject_reason,
    createdAt: r.created_at.toISOString(),
    finishedAt: iso(r.finished_at),
    // Only while there is something to pay: a finished deposit's page is of no use.
    paymentUrl: r.status === 'pending' ? r.payment_url : null,
    cancellable: isCancellable(r),
  };
}

export function toOperatorDeposit(r: DepositWithAccount): OperatorDeposit {
  return {
    ...toDeposit(r),
    memberId: r.member_id,
    account: r.account,
    gateway: r.gateway,
    gatewayPaymentId: r.gateway_payment_id,
    flag: r.flag,
    paidAmount: r.paid_amount,
    confirmedBy: r.confirmed_by,
  };
}

export function toDepositMethod(m: MethodRow, language: 'vi' | 'en'): DepositMethod {
  return {
    code: m.code,
    kind: m.kind,
    name: m.names[language] ?? m.names.vi,
    min: m.min_amount,
    max: m.max_amount,
    bank: m.kind === 'bank_transfer' ? m.bank : null,
    gateway: m.kind === 'gateway' ? m.gateway : null,
  };
}

export function toMethodConfig(m: MethodRow): DepositMethodConfig & { code: string } {
  return {
    code: m.code,
    kind: m.kind,
    gateway: m.gateway,
    enabled: m.enabled,
    min: m.min_amount,
    max: m.max_amount,
    names: m.names,
    bank: m.bank,
    sort: m.sort,
  };
}
