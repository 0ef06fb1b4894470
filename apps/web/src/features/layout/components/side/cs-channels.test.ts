import { CsTypes } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { configuredChannels, safeHttpUrl } from './cs-channels';

const entry = (csType: number, csPosition: number, path = 'https://x.example/a') => ({
  csType,
  csPosition,
  path,
  title: `t${csType}`,
});

describe('configuredChannels', () => {
  it('keeps only configured chat / Facebook / Telegram / VIP entries in position order', () => {
    const channels = configuredChannels([
      entry(CsTypes.VIP, 4),
      entry(CsTypes.TELEGRAM, 2),
      entry(CsTypes.ZALO, 3),
      entry(CsTypes.LIVE_CHAT, 1, 'encrypted-path-12345678'),
      entry(CsTypes.FACEBOOK, 5, '  '),
    ]);
    expect(channels.map((c) => c.key)).toEqual(['chat', 'telegram', 'vip']);
  });

  it('shows nothing when nothing is configured', () => {
    expect(configuredChannels([])).toEqual([]);
  });
});

describe('safeHttpUrl', () => {
  it('accepts http(s) only', () => {
    expect(safeHttpUrl('https://t.me/abc')).toBe('https://t.me/abc');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });
});
