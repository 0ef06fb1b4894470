import { minorOf, textOfMinor } from '../../shared/amount-input';

/** A reward typed by the operator: points are whole points, bonus money is typed in đồng (minor units stored). */
export function rewardAmountOf(type: 'points' | 'bonus', text: string): number | null {
  if (type === 'bonus') return minorOf(text);
  return /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export const rewardTextOf = (type: 'points' | 'bonus', amount: number): string =>
  type === 'bonus' ? textOfMinor(amount) : String(amount);

/** ISO instant ↔ <input type="datetime-local"> in this browser's zone. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
export const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);
