import type { BankAccount, BankAccounts } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import type { SettingsService } from '../system/index.js';
import {
  type BankAccountRow,
  findLiveBankAccount,
  findMember,
  insertBankAccount,
  listLiveBankAccounts,
  lockMemberBanks,
  removeBankAccount,
} from './bank-accounts.repository.js';
import { BANKS, bankName, canonicalPayee, isPayeeName, maskAccountNumber, payeeOfRealName } from './banks.js';

export const toBankAccount = (r: BankAccountRow): BankAccount => ({
  id: r.id,
  bankCode: r.bank_code,
  bankName: bankName(r.bank_code),
  accountNumber: maskAccountNumber(r.account_number),
  payeeName: r.payee_name,
  createdAt: r.created_at.toISOString(),
});

export interface BindInput {
  bankCode: string;
  accountNumber: string;
  payeeName: string;
}

/**
 * Bank accounts bound by members for withdrawals. The payee name must be the member's real name
 * without diacritics (spec §5); when the member registered no real name, the first bound account's
 * payee name becomes the one every later account must carry.
 */
export function createBankAccountsService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** Checks the payment password (withdrawals module); throws on a wrong one. */
  checkPaymentPassword: (memberId: number, password: string | undefined) => Promise<void>;
}) {
  const { db, clock, settings } = deps;

  /** The payee name accounts must carry, when one is known. */
  async function expectedPayee(memberId: number, live: BankAccountRow[]): Promise<string | null> {
    const member = await findMember(db, memberId);
    if (member?.payee_name) return payeeOfRealName(member.payee_name);
    return live[0]?.payee_name ?? null;
  }

  async function list(session: SessionPrincipal | null): Promise<BankAccounts> {
    const { memberId } = requireTrueAccount(session);
    const live = await listLiveBankAccounts(db, memberId);
    const { maxBankAccounts } = await settings.get('withdrawal');
    return {
      accounts: live.map(toBankAccount),
      max: maxBankAccounts,
      payeeName: await expectedPayee(memberId, live),
      banks: [...BANKS],
    };
  }

  async function bind(session: SessionPrincipal | null, input: BindInput): Promise<BankAccount> {
    const { memberId } = requireTrueAccount(session);
    const bankCode = input.bankCode.toUpperCase();
    if (!BANKS.some((b) => b.code === bankCode)) throw new AppError('bank_unknown', 400, 'Unknown bank');
    const accountNumber = input.accountNumber.replace(/\s+/g, '');
    if (!/^\d{6,20}$/.test(accountNumber)) {
      throw new AppError('bank_account_invalid', 400, 'Account number: 6–20 digits');
    }
    const payee = canonicalPayee(input.payeeName);
    if (!isPayeeName(payee)) {
      throw new AppError('payee_name_invalid', 400, 'Real name format is incorrect', { field: 'payeeName' });
    }
    const { maxBankAccounts } = await settings.get('withdrawal');
    try {
      const row = await db.begin(async (tx) => {
        await lockMemberBanks(tx, memberId);
        const live = await listLiveBankAccounts(tx, memberId);
        if (live.length >= maxBankAccounts) {
          throw new AppError('bank_account_limit', 422, `At most ${maxBankAccounts} bank accounts`, {
            max: maxBankAccounts,
          });
        }
        const expected = await expectedPayee(memberId, live);
        if (expected && expected !== payee) {
          throw new AppError('payee_name_mismatch', 422, 'The payee name must be your real name', {
            field: 'payeeName',
          });
        }
        return insertBankAccount(tx, { memberId, bankCode, accountNumber, payeeName: payee, at: clock.now() });
      });
      return toBankAccount(row);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new AppError('bank_account_duplicate', 409, 'This bank account is already bound');
      }
      throw err;
    }
  }

  async function unbind(session: SessionPrincipal | null, id: number, paymentPassword?: string): Promise<void> {
    const { memberId } = requireTrueAccount(session);
    if (!(await findLiveBankAccount(db, memberId, id))) {
      throw new AppError('bank_account_not_found', 404, 'No such bank account');
    }
    await deps.checkPaymentPassword(memberId, paymentPassword);
    if (!(await removeBankAccount(db, memberId, id, clock.now()))) {
      throw new AppError('bank_account_not_found', 404, 'No such bank account');
    }
  }

  /** A live bound account of the member (for withdrawals). */
  const get = (memberId: number, id: number) => findLiveBankAccount(db, memberId, id);

  return { list, bind, unbind, get, listRows: (memberId: number) => listLiveBankAccounts(db, memberId) };
}
export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
