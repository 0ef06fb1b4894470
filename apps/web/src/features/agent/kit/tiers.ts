import type { ContractTier } from '@app/contracts';
import { formatBasisPoints } from '../../../shared/format/number';
import { minorToInputText, parseMinor } from './money-input';
import { percentToBps } from './terms';

/** A tier as typed: amounts in currency units, rate in percent. */
export interface TierText {
  minTurnover: string;
  minNetLoss: string;
  minActive: string;
  rate: string;
}

export const emptyTier = (): TierText => ({ minTurnover: '0', minNetLoss: '0', minActive: '0', rate: '' });

export function tierToText(t: ContractTier): TierText {
  return {
    minTurnover: minorToInputText(t.minTurnover),
    minNetLoss: minorToInputText(t.minNetLoss),
    minActive: String(t.minActive),
    rate: formatBasisPoints(t.rateBp),
  };
}

/** Typed tiers → contract tiers (1–10), or the index of the first tier that does not read. */
export function tiersFromText(rows: readonly TierText[]): { tiers: ContractTier[] } | { badRow: number } {
  if (rows.length < 1 || rows.length > 10) return { badRow: 0 };
  const tiers: ContractTier[] = [];
  for (const [i, r] of rows.entries()) {
    const minTurnover = parseMinor(r.minTurnover || '0');
    const minNetLoss = parseMinor(r.minNetLoss || '0');
    const minActive = /^\d{1,7}$/.test(r.minActive.trim() || '0') ? Number(r.minActive.trim() || '0') : null;
    const rateBp = percentToBps(r.rate);
    if (minTurnover === null || minNetLoss === null || minActive === null || rateBp === null) return { badRow: i };
    tiers.push({ minTurnover, minNetLoss, minActive, rateBp });
  }
  return { tiers };
}
