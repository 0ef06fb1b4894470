import { describe, expect, it } from 'vitest';
import { dropdownColumns, vendorTabsNeedArrows } from './vendor-columns';

const codes = (n: number) => Array.from({ length: n }, (_, i) => `V${i + 1}`);

describe('dropdownColumns', () => {
  it('fills columns of 10, top to bottom then left to right', () => {
    const cols = dropdownColumns(codes(23));
    expect(cols.map((c) => c.length)).toEqual([10, 10, 3]);
    expect(cols[0]?.[0]).toBe('V1');
    expect(cols[1]?.[0]).toBe('V11');
    expect(cols[2]?.at(-1)).toBe('V23');
  });

  it('shows at most 30 vendors in three columns', () => {
    const cols = dropdownColumns(codes(42));
    expect(cols).toHaveLength(3);
    expect(cols.flat()).toHaveLength(30);
    expect(cols.flat().at(-1)).toBe('V30');
  });

  it('has no column when there is no vendor', () => {
    expect(dropdownColumns([])).toEqual([]);
  });
});

describe('vendorTabsNeedArrows', () => {
  it('shows arrows only above 7 vendors', () => {
    expect(vendorTabsNeedArrows(7)).toBe(false);
    expect(vendorTabsNeedArrows(8)).toBe(true);
    expect(vendorTabsNeedArrows(0)).toBe(false);
  });
});
