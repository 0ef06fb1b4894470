/** At most this much of a feed body is read: a results page is a few kilobytes. */
const MAX_BODY = 1_000_000;

export type FeedFetch = (url: string, timeoutMs: number) => Promise<unknown>;

/**
 * GET a feed URL and parse its JSON. Throws on a network error, a timeout, a non-2xx status, a body over
 * 1 MB or a body that is not JSON: the caller raises a 'feed_unreachable' alert with the message.
 */
export const fetchFeedJson: FeedFetch = async (url, timeoutMs) => {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`feed answered HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY) throw new Error('feed body over 1 MB');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('feed body is not JSON');
  }
};
