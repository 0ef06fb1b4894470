import type { LotteryResult } from '@app/games';

/**
 * Whether two results of a draw are the same draw: same region, and every prize the same numbers.
 * Order within a prize is ignored (a feed may list the third prize's six numbers in another order; no
 * bet depends on it), the numbers themselves are compared as digit strings (leading zeros count).
 */
export function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  if (a.region !== b.region) return false;
  const keys = new Set([...Object.keys(a.prizes), ...Object.keys(b.prizes)]);
  for (const k of keys) {
    const x = [...((a.prizes as Record<string, readonly string[]>)[k] ?? [])].sort();
    const y = [...((b.prizes as Record<string, readonly string[]>)[k] ?? [])].sort();
    if (x.length !== y.length || x.some((n, i) => n !== y[i])) return false;
  }
  return true;
}

/** What is known of a draw's result, from every source, before a decision. */
export interface ResultFacts {
  entry: LotteryResult | null;
  approvedAt: Date | null;
  /** The feed's answer (null when none, or an operator dismissed it). */
  feed: LotteryResult | null;
}

export interface FeedPolicy {
  /** The feed is polled now. */
  enabled: boolean;
  /** A feed result alone is published. */
  trusted: boolean;
  /** With the feed on, an approved entry waits this long for the feed before it is published alone. */
  confirmWaitMinutes: number;
}

export type Decision =
  | { status: 'awaiting' | 'pending_approval' | 'approved' | 'flagged' }
  | { status: 'published'; source: 'operator' | 'feed'; result: LotteryResult; feedConfirmed: boolean };

/**
 * The one rule of publication (pure). An entry and a feed answer that disagree stop the draw (flagged),
 * approved or not. An approved entry is published when the feed agrees, when the feed is off, or once the
 * feed has had `confirmWaitMinutes` to answer. A feed answer alone is published only from a trusted feed.
 */
export function decide(f: ResultFacts, policy: FeedPolicy, now: Date): Decision {
  if (f.entry && f.feed && !sameResult(f.entry, f.feed)) return { status: 'flagged' };
  if (f.entry && f.approvedAt) {
    if (f.feed) return { status: 'published', source: 'operator', result: f.entry, feedConfirmed: true };
    const waited = now.getTime() - f.approvedAt.getTime() >= policy.confirmWaitMinutes * 60_000;
    if (!policy.enabled || waited) {
      return { status: 'published', source: 'operator', result: f.entry, feedConfirmed: false };
    }
    return { status: 'approved' };
  }
  if (f.entry) return { status: 'pending_approval' };
  if (f.feed && policy.trusted) return { status: 'published', source: 'feed', result: f.feed, feedConfirmed: false };
  return { status: 'awaiting' };
}
