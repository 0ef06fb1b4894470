import { describe, expect, it } from 'vitest';
import { toNoticeItems } from './notice-items';

describe('toNoticeItems', () => {
  it('merges the three lists newest first with unique keys', () => {
    const items = toNoticeItems({
      player: [{ id: 1, type: 'B', title: 'a', content: '<p>a</p>', startTime: '2025-01-01T00:00:00Z' }],
      popup: [{ id: 1, type: 'PU', title: 'b', content: '<p>b</p>', startTime: '2025-03-01T00:00:00Z' }],
      promotion: [{ id: 1, title: 'c', imageUrl: '/x.svg', startTime: '2025-02-01T00:00:00Z', endTime: null }],
      banners: [],
    });
    expect(items.map((i) => i.key)).toEqual(['popup-1', 'promotion-1', 'player-1']);
    expect(toNoticeItems(undefined)).toEqual([]);
  });
});
