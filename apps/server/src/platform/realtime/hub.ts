import type { RealtimeServerFrame } from '@app/contracts';
import type { WebSocket } from 'ws';
import type { EventEnvelope } from './realtime.channel.js';

/** One open socket of a signed-in member on this node. */
export interface LiveClient {
  socket: WebSocket;
  /** 0 for an operator's socket (operators get no member events, only the topics they follow). */
  memberId: number;
  /** Set for an operator's socket: it may follow operator-only topics (support:<queue>). */
  operatorId: number | null;
  topics: Set<string>;
  /** Answered the last ping (a socket that misses one is dropped at the next). */
  alive: boolean;
  /** When the session behind it was last checked (ms since epoch). */
  checkedAt: number;
}

/** What the hub reports to the app's metrics. */
export interface HubObserver {
  connections(delta: number): void;
  sent(frame: string, count: number): void;
}

/**
 * A socket whose unsent data passes this is not reading (a stalled phone): it is dropped rather than
 * letting the node's memory grow with its backlog. Its browser falls back to polling and reconnects.
 */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * This node's sockets, by member and by topic. Delivery serialises each frame once and hands the same
 * string to every recipient. Knows nothing of PostgreSQL: the listener feeds it envelopes.
 */
export function createHub(observer?: HubObserver) {
  const byMember = new Map<number, Set<LiveClient>>();
  const byTopic = new Map<string, Set<LiveClient>>();
  const all = new Set<LiveClient>();

  const addTo = <K>(map: Map<K, Set<LiveClient>>, key: K, c: LiveClient) => {
    const set = map.get(key);
    if (set) set.add(c);
    else map.set(key, new Set([c]));
  };
  const removeFrom = <K>(map: Map<K, Set<LiveClient>>, key: K, c: LiveClient) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) map.delete(key);
  };

  function add(c: LiveClient): void {
    all.add(c);
    if (c.memberId > 0) addTo(byMember, c.memberId, c);
    observer?.connections(1);
  }

  function remove(c: LiveClient): void {
    if (!all.delete(c)) return;
    if (c.memberId > 0) removeFrom(byMember, c.memberId, c);
    for (const t of c.topics) removeFrom(byTopic, t, c);
    c.topics.clear();
    observer?.connections(-1);
  }

  function subscribe(c: LiveClient, topic: string): void {
    c.topics.add(topic);
    addTo(byTopic, topic, c);
  }

  function unsubscribe(c: LiveClient, topic: string): void {
    c.topics.delete(topic);
    removeFrom(byTopic, topic, c);
  }

  /** Sends one frame to one socket (answers to its own messages). */
  function send(c: LiveClient, frame: RealtimeServerFrame): void {
    sendRaw(c, JSON.stringify(frame));
    observer?.sent(frame.type, 1);
  }

  function sendRaw(c: LiveClient, data: string | Buffer): boolean {
    if (c.socket.readyState !== c.socket.OPEN) return false;
    if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      c.socket.terminate();
      return false;
    }
    c.socket.send(data, { binary: false });
    return true;
  }

  /** Delivers an envelope to its audience on this node; the number of sockets it went to. */
  function deliver(envelope: EventEnvelope): number {
    const recipients = 'm' in envelope ? byMember.get(envelope.m) : byTopic.get(envelope.t);
    if (!recipients || recipients.size === 0) return 0;
    const frame: RealtimeServerFrame =
      't' in envelope ? { type: 'event', topic: envelope.t, event: envelope.e } : { type: 'event', event: envelope.e };
    // Encoded once for every recipient (a string would be encoded again for each socket).
    const data = Buffer.from(JSON.stringify(frame));
    let count = 0;
    for (const c of recipients) if (sendRaw(c, data)) count++;
    observer?.sent(`event:${envelope.e.type}`, count);
    return count;
  }

  return {
    add,
    remove,
    subscribe,
    unsubscribe,
    send,
    deliver,
    clients: (): ReadonlySet<LiveClient> => all,
    /** Members with at least one socket on this node. */
    members: (): IterableIterator<number> => byMember.keys(),
    hasMember: (memberId: number) => byMember.has(memberId),
    size: () => all.size,
  };
}
export type Hub = ReturnType<typeof createHub>;
