import {
  isOperatorTopic,
  REALTIME_BEARER_PREFIX,
  REALTIME_MAX_TOPICS,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  RealtimeClientMessageSchema,
  RealtimeCloseCodes,
  RealtimeTopicSchema,
} from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../db/connect.js';
import { AppError, unauthorized } from '../http/app-error.js';
import type { SessionPrincipal, SessionResolver } from '../http/route.js';
import { createBalanceSync } from './balance-sync.js';
import { createHub, type Hub, type HubObserver, type LiveClient } from './hub.js';
import { listenForEvents } from './listener.js';

export interface RealtimeOptions {
  db: Db;
  resolveSession: SessionResolver;
  observer?: HubObserver;
  /** Ping every socket this often; one that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /** Re-check each socket's session this often (logout, expiry, revocation close it with 4001). */
  sessionCheckMs?: number;
  /** Re-read every connected member's balances this often (money moved outside the ledger service). */
  balanceSweepMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Closes every live socket ("going away": browsers reconnect to another node) and refuses new ones.
     * The process calls it before closing its HTTP server, whose close would otherwise wait for them.
     */
    closeLiveSockets(): Promise<void>;
  }
}

/** Client messages are a few dozen bytes; a larger frame is refused by ws (close 1009). */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/** The member session offered as the `bearer.<token>` subprotocol, or null. */
function offeredToken(req: FastifyRequest): string | null {
  const header = req.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return null;
  const offered = header.split(',').map((p) => p.trim());
  if (!offered.includes(REALTIME_PROTOCOL)) return null;
  const bearer = offered.find((p) => p.startsWith(REALTIME_BEARER_PREFIX));
  return bearer ? bearer.slice(REALTIME_BEARER_PREFIX.length) : null;
}

/**
 * The live-push endpoint (GET REALTIME_PATH, WebSocket): members only, authenticated at the upgrade.
 * Registered in its own encapsulated scope so the websocket plugin's request hooks touch only this route.
 * Returns the node's hub (tests and benches count its sockets).
 */
export async function installRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<Hub> {
  const hub = createHub(opts.observer);
  const balances = createBalanceSync(opts.db, hub);
  const principals = new WeakMap<FastifyRequest, SessionPrincipal>();
  const heartbeatMs = opts.heartbeatMs ?? 30_000;
  const sessionCheckMs = opts.sessionCheckMs ?? 5 * 60_000;
  let closing = false;

  /** Closes every socket with "going away"; resolves once they are gone (at most `waitMs`). */
  async function closeAll(waitMs = 2000): Promise<void> {
    closing = true;
    for (const c of hub.clients()) c.socket.close(RealtimeCloseCodes.goingAway, 'server closing');
    const until = Date.now() + waitMs;
    while (hub.size() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    for (const c of hub.clients()) c.socket.terminate();
  }
  app.decorate('closeLiveSockets', () => closeAll());

  async function authenticate(req: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = offeredToken(req);
    if (!token) return null;
    // The session layer reads the bearer header, as on every HTTP call; the socket keeps this request
    // and re-resolves it later to notice a logout.
    req.headers.authorization = `Bearer ${token}`;
    const principal = await opts.resolveSession(req);
    if (!principal) return null;
    // Operators (the support-chat queue): an operator session that has not yet replaced its password gets no socket.
    if (principal.roles.includes('operator')) {
      return principal.operatorId && !principal.passwordChangeRequired ? principal : null;
    }
    if (principal.memberId <= 0) return null;
    return principal;
  }

  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_MESSAGE_BYTES,
        // Answer with the application protocol only, never echo the bearer token back.
        handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
        perMessageDeflate: false,
      },
      // Close every socket with "going away" so browsers reconnect to another node; the plugin's own
      // pre-close also closes the ws server.
      preClose: (done) => {
        closeAll(500).then(() => scope.websocketServer.close(() => done()));
      },
    });

    scope.get(
      REALTIME_PATH,
      {
        websocket: true,
        preValidation: async (req) => {
          if (closing) throw new AppError('internal_error', 503, 'Server closing');
          const principal = await authenticate(req);
          if (!principal) throw unauthorized();
          principals.set(req, principal);
        },
      },
      (socket, req) => {
        const principal = principals.get(req);
        if (!principal) {
          socket.close(RealtimeCloseCodes.sessionEnded, 'no session');
          return;
        }
        const client: LiveClient = {
          socket,
          memberId: principal.memberId,
          operatorId: principal.roles.includes('operator') ? (principal.operatorId ?? null) : null,
          topics: new Set(),
          alive: true,
          checkedAt: Date.now(),
        };
        hub.add(client);
        socket.on('pong', () => {
          client.alive = true;
        });
        socket.on('close', () => {
          hub.remove(client);
          if (!hub.hasMember(client.memberId)) balances.forget(client.memberId);
        });
        socket.on('message', (data, isBinary) => onMessage(hub, client, data, isBinary));
        hub.send(client, { type: 'ready' });
        sessions.set(client, req);
      },
    );
  });

  const sessions = new WeakMap<LiveClient, FastifyRequest>();
  let checking = false;
  /** Re-resolves the sessions due for a check, one after another (never a burst of queries). */
  async function checkSessions(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      const due = Date.now() - sessionCheckMs;
      for (const c of [...hub.clients()]) {
        if (c.checkedAt > due) continue;
        c.checkedAt = Date.now();
        const req = sessions.get(c);
        const principal = req ? await opts.resolveSession(req).catch(() => undefined) : null;
        // undefined: the database did not answer; keep the socket and try again next time.
        const changed =
          principal && (principal.memberId !== c.memberId || (principal.operatorId ?? null) !== c.operatorId);
        if (principal === null || changed) {
          c.socket.close(RealtimeCloseCodes.sessionEnded, 'session ended');
        }
      }
    } finally {
      checking = false;
    }
  }

  const heartbeat = setInterval(() => {
    for (const c of hub.clients()) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    checkSessions().catch((err) => app.log.error({ err }, 'realtime session check failed'));
  }, heartbeatMs);
  heartbeat.unref();

  const sweep = setInterval(() => {
    balances.sweep().catch((err) => app.log.warn({ err }, 'realtime balance sweep failed'));
  }, opts.balanceSweepMs ?? 15_000);
  sweep.unref();

  const unlisten = await listenForEvents(opts.db, hub, balances, app.log);
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    await unlisten();
  });
  return hub;
}

/** A client message: subscribe, unsubscribe or ping; anything else gets an error frame and changes nothing. */
function onMessage(hub: Hub, client: LiveClient, data: RawData, isBinary: boolean): void {
  client.alive = true;
  let parsed: unknown;
  try {
    if (isBinary) throw new Error('binary');
    parsed = JSON.parse(data.toString());
  } catch {
    hub.send(client, { type: 'error', code: 'realtime_message_malformed' });
    return;
  }
  const message = RealtimeClientMessageSchema.safeParse(parsed);
  if (!message.success) {
    hub.send(client, { type: 'error', code: 'realtime_message_malformed' });
    return;
  }
  const m = message.data;
  if (m.type === 'ping') {
    hub.send(client, { type: 'pong' });
    return;
  }
  const topic = RealtimeTopicSchema.safeParse(m.topic);
  if (!topic.success) {
    hub.send(client, { type: 'error', code: 'realtime_topic_invalid', topic: m.topic.slice(0, 80) });
    return;
  }
  if (m.type === 'subscribe') {
    if (isOperatorTopic(topic.data) && client.operatorId === null) {
      hub.send(client, { type: 'error', code: 'realtime_topic_forbidden', topic: topic.data });
      return;
    }
    if (!client.topics.has(topic.data) && client.topics.size >= REALTIME_MAX_TOPICS) {
      hub.send(client, { type: 'error', code: 'realtime_topic_limit', topic: topic.data });
      return;
    }
    hub.subscribe(client, topic.data);
    hub.send(client, { type: 'subscribed', topic: topic.data });
  } else {
    hub.unsubscribe(client, topic.data);
    hub.send(client, { type: 'unsubscribed', topic: topic.data });
  }
}

export type { WebSocket };
