import type { RealtimeServerFrame, WalletBalance } from '@app/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyBalanceEvent, patchBalance } from './apply-balance';
import { reconnectDelay } from './backoff';
import { createRealtimeClient, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepted and said 'ready'. */
  ready() {
    this.readyState = 1;
    this.frame({ type: 'ready' });
  }
  frame(f: RealtimeServerFrame) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
const last = () => sockets[sockets.length - 1]!;
const client = () =>
  createRealtimeClient({
    url: () => 'ws://site/wps/live',
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
    random: () => 1,
  });

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('offers the session as a subprotocol and reports open after the ready frame', () => {
    const c = client();
    c.start('tok_abc');
    expect(last().protocols).toEqual(['vn-live.v1', 'bearer.tok_abc']);
    expect(c.status()).toBe('connecting');
    last().ready();
    expect(c.status()).toBe('open');
  });

  it('reconnects with growing delays and follows its topics again after a reconnect', () => {
    const c = client();
    const got: unknown[] = [];
    c.start('tok');
    last().ready();
    c.subscribe('round:dice', (e) => got.push(e));
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'round:dice' }]);
    last().drop();
    expect(c.status()).toBe('connecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // refused again: next wait is 2 s
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().ready();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'round:dice' }]);
    const event = { type: 'round', game: 'dice', roundId: 1, state: 'open', at: '2026-11-24T00:00:00Z' } as const;
    last().frame({ type: 'event', topic: 'round:dice', event });
    expect(got).toEqual([event]);
  });

  it('stops for good when the server says the session ended, and on stop()', () => {
    const c = client();
    c.start('tok');
    last().ready();
    last().drop(4001);
    expect(c.status()).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    c.start('tok2');
    last().ready();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(c.status()).toBe('off');
  });

  it('drops a socket that stops answering pings and reconnects', () => {
    const c = client();
    c.start('tok');
    last().ready();
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toContainEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(c.status()).toBe('connecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('sends personal events to personal handlers only', () => {
    const c = client();
    const mine: unknown[] = [];
    const topic: unknown[] = [];
    c.onPersonal((e) => mine.push(e));
    c.subscribe('round:dice', (e) => topic.push(e));
    c.start('tok');
    last().ready();
    const notice = { type: 'notice', kind: 'deposit_credited', at: '2026-11-24T00:00:00Z' } as const;
    last().frame({ type: 'event', event: notice });
    expect(mine).toEqual([notice]);
    expect(topic).toEqual([]);
  });
});

describe('reconnect delay', () => {
  it('grows exponentially to a cap, jittered below it', () => {
    expect([0, 1, 2, 3, 10].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(reconnectDelay(3, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
  });
});

describe('applyBalanceEvent', () => {
  const wallet: WalletBalance = {
    sumBalance: 1500,
    currencySymbol: 'P',
    unit: 'VND',
    main: 1000,
    held: 0,
    locked: 300,
    vendors: [{ vendor: 'AG', balance: 200 }],
    trial: false,
  };
  const ev = (account: string, available: number, extra: Partial<{ vendor: string; unit: 'VND' | 'POINT' }> = {}) => ({
    type: 'balance' as const,
    account,
    vendor: extra.vendor ?? null,
    unit: extra.unit ?? ('VND' as const),
    posted: available,
    held: 0,
    available,
  });

  it('replaces the wallet the event is about and recomputes the sum', () => {
    expect(applyBalanceEvent(wallet, ev('cash', 5000))).toMatchObject({ main: 5000, sumBalance: 5500 });
    expect(applyBalanceEvent(wallet, ev('locked', 0))).toMatchObject({ locked: 0, sumBalance: 1200 });
    expect(applyBalanceEvent(wallet, ev('vendor', 0, { vendor: 'AG' })).sumBalance).toBe(1300);
    expect(applyBalanceEvent(wallet, ev('vendor', 50, { vendor: 'PT' })).sumBalance).toBe(1550);
  });

  it('ignores other units and accounts', () => {
    expect(applyBalanceEvent(wallet, ev('points', 99, { unit: 'POINT' }))).toBe(wallet);
    expect(applyBalanceEvent(wallet, ev('play', 99))).toBe(wallet);
  });

  it('restarts a balance read in flight, so an answer older than the event does not overwrite it', async () => {
    vi.useRealTimers();
    const client = new QueryClient();
    const key = ['wallet', 'balance', 'token'];
    client.setQueryData(key, wallet);
    // The first read answers late with the sum as it was before the movement; the second with it.
    let release: (w: WalletBalance) => void = () => {};
    const answers = [
      new Promise<WalletBalance>((resolve) => {
        release = resolve;
      }),
      Promise.resolve({ ...wallet, main: 900, vendors: [{ vendor: 'AG', balance: 300 }], sumBalance: 1500 }),
    ];
    let reads = 0;
    const queryFn = () => answers[reads++]!;
    // The top bar's observer: mounting with a stale answer starts the first read.
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn, staleTime: 0 }).subscribe(() => {});
    expect(reads).toBe(1);
    patchBalance(client, ['wallet', 'balance'], ev('cash', 900));
    expect(client.getQueryData<WalletBalance>(key)).toMatchObject({ main: 900, sumBalance: 1400 });
    release({ ...wallet, main: 1000, sumBalance: 1500 });
    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(() =>
      expect(client.getQueryData<WalletBalance>(key)).toMatchObject({ main: 900, sumBalance: 1500 }),
    );
    // The first read's late, older answer never lands.
    await new Promise((r) => setTimeout(r, 20));
    expect(client.getQueryData<WalletBalance>(key)).toMatchObject({ main: 900, sumBalance: 1500 });
    unsubscribe();
  });
});
