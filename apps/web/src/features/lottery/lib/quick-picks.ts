/**
 * Quick picks of the number grid. The grid shows 100 numbers at a time (00–99; 3-digit kinds page
 * through 000–999 by their first digit, `prefix`; digit kinds show 0–9). Big/small, odd/even and the
 * head/tail picks read the number's last two digits (the last one for a 1-digit grid), the way the
 * sides and đầu/đuôi bets read the special prize.
 */
export type QuickPick =
  | { type: 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear' }
  | { type: 'head' | 'tail'; digit: number }
  | { type: 'random'; count: number };

/** The numbers a grid page shows: 0–9, 00–99, or prefix + 00–99 for 3 digits (the prefix counts only there). */
export function gridNumbers(digits: number, prefix = ''): string[] {
  if (digits === 1) return Array.from({ length: 10 }, (_, i) => String(i));
  const page = digits === 3 ? prefix.slice(0, 1) || '0' : '';
  return Array.from({ length: 100 }, (_, i) => `${page}${String(i).padStart(2, '0')}`);
}

/** Every number of `digits` digits (random picks range over all of them, not one page). */
export function allNumbersOf(digits: number): string[] {
  const size = 10 ** digits;
  return Array.from({ length: size }, (_, i) => String(i).padStart(digits, '0'));
}

function lastTwo(n: string): number {
  return Number(n.slice(-2));
}

/**
 * The numbers a quick pick chooses on the shown page (random: `count` distinct numbers from all numbers
 * of the digits, drawn with `random`, a [0, 1) source). 'clear' chooses none.
 */
export function quickPickNumbers(
  pick: QuickPick,
  digits: number,
  prefix = '',
  random: () => number = Math.random,
): string[] {
  const page = gridNumbers(digits, prefix);
  const half = digits === 1 ? 5 : 50;
  switch (pick.type) {
    case 'clear':
      return [];
    case 'all':
      return page;
    case 'big':
      return page.filter((n) => lastTwo(n) >= half);
    case 'small':
      return page.filter((n) => lastTwo(n) < half);
    case 'odd':
      return page.filter((n) => lastTwo(n) % 2 === 1);
    case 'even':
      return page.filter((n) => lastTwo(n) % 2 === 0);
    case 'head':
      return digits === 1 ? [] : page.filter((n) => n.at(-2) === String(pick.digit));
    case 'tail':
      return page.filter((n) => n.at(-1) === String(pick.digit));
    case 'random': {
      // Partial Fisher–Yates over every number of the digits: distinct and uniform.
      const pool = allNumbersOf(Math.min(digits, 4));
      const count = Math.max(0, Math.min(pick.count, pool.length));
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(random() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count).sort();
    }
  }
}
