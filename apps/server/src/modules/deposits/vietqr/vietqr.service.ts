import { randomInt } from 'node:crypto';
import type { VietQrDeposit } from '@app/contracts';
import QRCode from 'qrcode';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import { buildVietQrPayload } from '../../payments/index.js';
import { type DepositRow, findMemberDeposit } from '../deposits.repository.js';
import type { PushedLine } from './bank-feed.js';
import { vietQrCredit } from './vietqr-fee.js';

const notFound = () => new AppError('deposit_not_found', 404, 'No such deposit');
const notVietQr = () => new AppError('deposit_not_vietqr', 422, 'This deposit has no VietQR code');

/** A bank transfer to an account with a NAPAS BIN: one a VietQR code can pay. */
export const isVietQrDeposit = (d: Pick<DepositRow, 'kind' | 'bank' | 'reference_code'>) =>
  d.kind === 'bank_transfer' && Boolean(d.bank?.bin) && d.reference_code !== null;

/**
 * How a banking app delivers a transfer message: its own prefix and suffix, the reference lower-cased
 * and split. The sandbox bank sends it this way so the demo exercises the matcher as real banks do.
 */
export function bankMangledMessage(reference: string): string {
  const ref = `${reference.slice(0, 4)} ${reference.slice(4)}`.toLowerCase();
  return `MBVCB.${randomInt(1_000_000, 9_999_999)}.${ref}.CT tu 0071000999888 NGUYEN VAN AN`;
}

/** The member's VietQR deposits: the code to scan, and (demo) the sandbox bank that pays it. */
export function createVietQrService(deps: { db: Db; clock: Clock; demoPay: boolean }) {
  const { db, clock } = deps;

  async function own(memberId: number, id: number): Promise<DepositRow> {
    const d = await findMemberDeposit(db, memberId, id);
    if (!d) throw notFound();
    if (!isVietQrDeposit(d)) throw notVietQr();
    return d;
  }

  async function qr(memberId: number, id: number): Promise<VietQrDeposit> {
    const d = await own(memberId, id);
    const bank = d.bank!;
    const payload = buildVietQrPayload({
      bin: bank.bin!,
      accountNumber: bank.accountNumber,
      // Requests are whole đồng (refused otherwise when made); an old odd one gets a QR without amount.
      amountVnd: d.amount % 100 === 0 ? d.amount / 100 : undefined,
      message: d.reference_code!,
    });
    const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      depositId: d.id,
      status: d.status,
      amount: d.amount,
      expectedCredit: await vietQrCredit(db, d.amount),
      referenceCode: d.reference_code!,
      bank: {
        bankName: bank.bankName,
        accountName: bank.accountName,
        accountNumber: bank.accountNumber,
        bin: bank.bin!,
      },
      payload,
      qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      demoPay: deps.demoPay,
    };
  }

  /** The statement line the sandbox bank reports when the member "pays" a pending deposit (demo). */
  async function demoLine(memberId: number, id: number): Promise<PushedLine> {
    if (!deps.demoPay) throw notFound();
    const d = await own(memberId, id);
    if (d.status !== 'pending') {
      throw new AppError('deposit_not_pending', 409, `The deposit is ${d.status}`, { status: d.status });
    }
    return {
      bankTxnId: `FT${clock.now().getTime()}${randomInt(100_000, 999_999)}`,
      amount: Math.floor(d.amount / 100),
      message: bankMangledMessage(d.reference_code!),
      bookedAt: clock.now().toISOString(),
      accountNumber: d.bank!.accountNumber,
    };
  }

  return { qr, demoLine };
}
export type VietQrService = ReturnType<typeof createVietQrService>;
