import { CsTypes, VIP_SERVICE_RANK } from '@app/contracts';
import type { IconName } from '../icons';

/** A customer-service channel of the right-hand bar. */
export interface CsChannel {
  key: 'chat' | 'facebook' | 'telegram' | 'vip';
  icon: IconName;
  /** Path of the entry (encrypted for live chat, a URL otherwise). */
  path: string;
  title: string;
  position: number;
}

const CHANNEL_BY_TYPE: Record<number, Pick<CsChannel, 'key' | 'icon'>> = {
  [CsTypes.LIVE_CHAT]: { key: 'chat', icon: 'headset' },
  [CsTypes.FACEBOOK]: { key: 'facebook', icon: 'facebook' },
  [CsTypes.TELEGRAM]: { key: 'telegram', icon: 'telegram' },
  [CsTypes.VIP]: { key: 'vip', icon: 'vip' },
};

/**
 * The channels the spec's side bar shows (chat, Facebook, Telegram, VIP), only those the operator
 * configured with a non-empty path, in csPosition order, one per channel.
 */
export function configuredChannels(
  entries: readonly { csType: number; csPosition: number; path: string; title: string }[],
): CsChannel[] {
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => a.csPosition - b.csPosition)
    .flatMap((e) => {
      const channel = CHANNEL_BY_TYPE[e.csType];
      if (!channel || !e.path.trim() || seen.has(channel.key)) return [];
      seen.add(channel.key);
      return [{ ...channel, path: e.path, title: e.title, position: e.csPosition }];
    });
}

/**
 * Spec §6: a member whose VIP rank is above 4 is served through the VIP channel instead of live chat (when the
 * operator configured one); everyone else keeps live chat (and the bar as configured, spec §2).
 */
export function channelsForRank(channels: readonly CsChannel[], vipRank: number): CsChannel[] {
  const vip = vipRank > VIP_SERVICE_RANK && channels.some((c) => c.key === 'vip');
  return vip ? channels.filter((c) => c.key !== 'chat') : [...channels];
}

/** Only http(s) links leave the site from the side bar. */
export function safeHttpUrl(raw: string): string | null {
  try {
    const u = new URL(raw);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
