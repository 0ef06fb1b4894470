/** Spec §9: the bottom navigation drop-down lists at most 30 vendors, 10 per column (three columns). */
export const DROPDOWN_MAX_VENDORS = 30;
export const DROPDOWN_PER_COLUMN = 10;

/**
 * Splits a category's vendors into the drop-down's columns: the first `max` vendors, `perColumn`
 * to a column, filled top to bottom then left to right (the reading order of the reference lobbies).
 */
export function dropdownColumns<V>(
  vendors: readonly V[],
  max: number = DROPDOWN_MAX_VENDORS,
  perColumn: number = DROPDOWN_PER_COLUMN,
): V[][] {
  const shown = vendors.slice(0, Math.max(0, max));
  const columns: V[][] = [];
  for (let i = 0; i < shown.length; i += perColumn) columns.push(shown.slice(i, i + perColumn));
  return columns;
}

/** Spec §9: vendor tabs get scroll arrows when there are more than 7 vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

export function vendorTabsNeedArrows(count: number): boolean {
  return count > VENDOR_ARROWS_ABOVE;
}
