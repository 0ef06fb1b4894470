/** What a result means for the even-money spots: Tài/Xỉu and Chẵn/Lẻ, or a triple (where all four lose). */
export type ResultClass = 'big' | 'small' | 'triple';

export function resultClass(r: { total: number; triple: boolean }): ResultClass {
  if (r.triple) return 'triple';
  return r.total >= 11 ? 'big' : 'small';
}

export function resultParity(r: { total: number; triple: boolean }): 'odd' | 'even' | 'triple' {
  if (r.triple) return 'triple';
  return r.total % 2 === 1 ? 'odd' : 'even';
}

/**
 * The road's columns: results oldest first, six to a column (the bead plate is read down, then right).
 * `items` come newest first, as the results call answers.
 */
export function beadColumns<T>(items: readonly T[], rows = 6): T[][] {
  const oldestFirst = [...items].reverse();
  const columns: T[][] = [];
  for (let i = 0; i < oldestFirst.length; i += rows) columns.push(oldestFirst.slice(i, i + rows));
  return columns;
}
