import { AppError } from '../../../platform/http/app-error.js';

/** Providers count whole dong; our amounts are minor units (1/100). */
export function toDong(minor: number): number {
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor % 100 !== 0) {
    throw new AppError('deposit_amount_out_of_range', 422, 'E-wallets and cards take whole dong only');
  }
  return minor / 100;
}

export const toMinor = (dong: number) => dong * 100;

/** An absolute URL for the provider (the operator's public origin), or the path itself in sandbox mode. */
export const absoluteUrl = (base: string | undefined, path: string) => (base ? new URL(path, base).toString() : path);

/** The path of a URL we gave a provider (the sandbox delivers to it in process). */
export const pathOf = (url: string) => {
  const u = new URL(url, 'http://sandbox.invalid');
  return `${u.pathname}${u.search}`;
};

/** The notice every adapter throws for anything it cannot trust: 401, nothing written. */
export const badSignature = () => new AppError('payment_signature_invalid', 401, 'Bad payment signature');

/** Fee or discount in basis points taken off an amount, rounded so the member never gets a fraction of a dong. */
export function minusBasisPoints(minor: number, bp: number): number {
  const kept = Math.floor((minor * (10_000 - bp)) / 10_000);
  return kept - (kept % 100);
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
