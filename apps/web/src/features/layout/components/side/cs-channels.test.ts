import { CsTypes } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { channelsForRank, configuredChannels, safeHttpUrl } from './cs-channels';

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

describe('channelsForRank (spec §6)', () => {
  const all = configuredChannels([entry(CsTypes.LIVE_CHAT, 1), entry(CsTypes.VIP, 2), entry(CsTypes.TELEGRAM, 3)]);
  it('rank above 4 gets the VIP channel instead of live chat; others keep live chat', () => {
    expect(channelsForRank(all, 5).map((c) => c.key)).toEqual(['vip', 'telegram']);
    expect(channelsForRank(all, 4).map((c) => c.key)).toEqual(['chat', 'vip', 'telegram']);
    expect(channelsForRank(all, 0).map((c) => c.key)).toEqual(['chat', 'vip', 'telegram']);
  });
  it('keeps live chat for a VIP member when no VIP channel is configured', () => {
    expect(
      channelsForRank(
        all.filter((c) => c.key !== 'vip'),
        6,
      ).map((c) => c.key),
    ).toEqual(['chat', 'telegram']);
  });
});
