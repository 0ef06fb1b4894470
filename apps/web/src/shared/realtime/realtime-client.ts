import {
  REALTIME_BEARER_PREFIX,
  REALTIME_PROTOCOL,
  RealtimeCloseCodes,
  type RealtimeEvent,
  type RealtimeServerFrame,
} from '@app/contracts';
import { reconnectDelay } from './backoff';

/** 'open': events flow; 'connecting': (re)connecting, poll meanwhile; 'off': no socket (signed out). */
export type RealtimeStatus = 'off' | 'connecting' | 'open';

export type RealtimeHandler = (event: RealtimeEvent) => void;

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: () => string;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  random?: () => number;
  /** Application ping (a browser cannot see protocol pings) and how long a pong may take. */
  pingMs?: number;
  pongTimeoutMs?: number;
}

const OPEN = 1;

/**
 * One live socket per tab: connects with the member's session, reconnects with exponential back-off and
 * jitter, re-sends the topics followed after each reconnect, and drops a socket that stops answering its
 * pings (a phone that changed networks keeps a dead socket open for minutes otherwise).
 */
export function createRealtimeClient(opts: RealtimeClientOptions) {
  const createSocket = opts.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as SocketLike);
  const pingMs = opts.pingMs ?? 25_000;
  const pongTimeoutMs = opts.pongTimeoutMs ?? 10_000;

  let token: string | null = null;
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'off';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const topics = new Map<string, Set<RealtimeHandler>>();
  const personal = new Set<RealtimeHandler>();
  const statusListeners = new Set<(s: RealtimeStatus) => void>();

  function setStatus(next: RealtimeStatus): void {
    if (status === next) return;
    status = next;
    for (const l of statusListeners) l(next);
  }

  function send(message: unknown): void {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function clearTimers(): void {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    retryTimer = pingTimer = pongTimer = undefined;
  }

  function connect(): void {
    if (!token) return;
    setStatus('connecting');
    const s = createSocket(opts.url(), [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`]);
    socket = s;
    s.onmessage = (ev) => {
      if (socket !== s || typeof ev.data !== 'string') return;
      let frame: RealtimeServerFrame;
      try {
        frame = JSON.parse(ev.data) as RealtimeServerFrame;
      } catch {
        return;
      }
      onFrame(frame);
    };
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      clearTimers();
      if (!token) return setStatus('off');
      // The session ended while connected: reconnecting with it would be refused. The app's next HTTP
      // call meets the same 401 and signs out, which stops this client.
      if (ev.code === RealtimeCloseCodes.sessionEnded) {
        token = null;
        return setStatus('off');
      }
      setStatus('connecting');
      retryTimer = setTimeout(connect, reconnectDelay(attempt++, opts.random));
    };
    // A failed connection is followed by onclose, which schedules the retry.
    s.onerror = () => {};
  }

  function onFrame(frame: RealtimeServerFrame): void {
    switch (frame.type) {
      case 'ready':
        attempt = 0;
        for (const topic of topics.keys()) send({ type: 'subscribe', topic });
        pingTimer = setInterval(ping, pingMs);
        setStatus('open');
        return;
      case 'pong':
        clearTimeout(pongTimer);
        pongTimer = undefined;
        return;
      case 'event': {
        const handlers = frame.topic ? topics.get(frame.topic) : personal;
        for (const h of handlers ?? []) h(frame.event);
        return;
      }
      default:
        // subscribed / unsubscribed / error: nothing to do (an error frame changed nothing on the server).
        return;
    }
  }

  function ping(): void {
    send({ type: 'ping' });
    if (pongTimer) return;
    pongTimer = setTimeout(() => {
      pongTimer = undefined;
      // No answer: the socket is dead though the browser has not noticed. Close it and reconnect.
      socket?.close(4000, 'no pong');
      const s = socket;
      if (s) s.onclose?.({ code: 4000 });
    }, pongTimeoutMs);
  }

  return {
    /** Connects with this session (reconnects if the token changed). */
    start(nextToken: string): void {
      if (token === nextToken && socket) return;
      this.stop();
      token = nextToken;
      attempt = 0;
      connect();
    },
    stop(): void {
      token = null;
      clearTimers();
      const s = socket;
      socket = null;
      s?.close(1000, 'signed out');
      setStatus('off');
    },
    status: () => status,
    onStatus(listener: (s: RealtimeStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /** The member's own events (balance, notices). */
    onPersonal(handler: RealtimeHandler): () => void {
      personal.add(handler);
      return () => personal.delete(handler);
    },
    /** Follows a public topic while the returned function is not called; shared by every caller. */
    subscribe(topic: string, handler: RealtimeHandler): () => void {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
        if (status === 'open') send({ type: 'subscribe', topic });
      }
      handlers.add(handler);
      return () => {
        const set = topics.get(topic);
        if (!set?.delete(handler) || set.size > 0) return;
        topics.delete(topic);
        if (status === 'open') send({ type: 'unsubscribe', topic });
      };
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
