import { REALTIME_PATH, REALTIME_PROTOCOL, type RealtimeEvent } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { onFileEnd } from '../../../test/file-cleanup.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { memberWithSession, type TestMember } from '../../modules/deposits/test/deposits.fixtures.js';
import { createLedgerService, type LedgerService } from '../../modules/ledger/index.js';
import { fund, key } from '../../modules/ledger/test/ledger.factory.js';
import { createBalanceHints } from './balance-hints.js';
import { publish, publishRound } from './publish.js';
import { connect, listening, quietFor } from './test/realtime.fixtures.js';

let h: TestApp;
let base: string;
let alice: TestMember;
let bob: TestMember;
let ledger: LedgerService;

beforeAll(async () => {
  h = await createTestApp();
  base = await listening(h.app);
  alice = await memberWithSession(h);
  bob = await memberWithSession(h);
  // A ledger as another process has it: its balance hints reach the app's node by NOTIFY.
  const hints = createBalanceHints({ db: h.db });
  ledger = createLedgerService({ db: h.db, clock: h.clock, onMembersMoved: hints.membersMoved });
  onFileEnd(() => hints.stop());
});

const notice = (reference: string): RealtimeEvent => ({
  type: 'notice',
  kind: 'deposit_credited',
  amount: 100_00,
  reference,
  at: h.clock.now().toISOString(),
});

/** The HTTP status the upgrade was refused with (or 101 when it was accepted). */
function upgradeStatus(protocols: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${REALTIME_PATH}`, protocols);
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

describe('live push socket', () => {
  it('refuses an upgrade without a valid member session', async () => {
    expect(await upgradeStatus([REALTIME_PROTOCOL])).toBe(401);
    expect(await upgradeStatus([REALTIME_PROTOCOL, `bearer.${'x'.repeat(43)}`])).toBe(401);
    // A token offered without the application protocol is not an authentication either.
    expect(await upgradeStatus([`bearer.${alice.token}`])).toBe(401);
    expect(await upgradeStatus([REALTIME_PROTOCOL, `bearer.${alice.token}`])).toBe(101);
  });

  it("delivers a member's own event to them and not to another member", async () => {
    const a = await connect(base, alice.token);
    const b2 = await memberWithSession(h);
    const b = await connect(base, b2.token);
    await publish(h.db, { memberId: alice.id }, notice('A-1'));
    const got = await a.next((f) => f.type === 'event');
    expect(got).toEqual({ type: 'event', event: notice('A-1') });
    await quietFor(300);
    expect(b.frames.filter((f) => f.type === 'event')).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers an event raised in a transaction only if it commits', async () => {
    const a = await connect(base, alice.token);
    await h.db
      .begin(async (tx) => {
        await publish(tx, { memberId: alice.id }, notice('ROLLED-BACK'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await h.db.begin(async (tx) => {
      await publish(tx, { memberId: alice.id }, notice('COMMITTED'));
    });
    const got = await a.next((f) => f.type === 'event');
    expect(got).toMatchObject({ event: { reference: 'COMMITTED' } });
    await quietFor(200);
    expect(a.frames.filter((f) => f.type === 'event')).toHaveLength(1);
    await a.close();
  });

  it('answers malformed and unknown messages with an error frame and changes nothing', async () => {
    const a = await connect(base, alice.token);
    a.send('not json');
    expect(await a.next((f) => f.type === 'error')).toEqual({ type: 'error', code: 'realtime_message_malformed' });
    a.send({ type: 'dance' });
    expect(await a.next((f) => f.type === 'error')).toEqual({ type: 'error', code: 'realtime_message_malformed' });
    a.send({ type: 'subscribe', topic: 'member:1' });
    expect(await a.next((f) => f.type === 'error')).toMatchObject({ code: 'realtime_topic_invalid' });
    a.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await a.next((f) => f.type === 'error')).toEqual({ type: 'error', code: 'realtime_message_malformed' });
    // None of it subscribed to anything: a round event of that shape reaches nobody.
    await publishRound(h.db, {
      type: 'round',
      game: 'dice',
      roundId: 1,
      state: 'open',
      at: h.clock.now().toISOString(),
    });
    await quietFor(200);
    expect(a.frames.filter((f) => f.type === 'event')).toEqual([]);
    // The socket still works.
    a.send({ type: 'ping' });
    expect(await a.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    await a.close();
  });

  it('delivers a topic event to subscribers until they unsubscribe', async () => {
    const a = await connect(base, alice.token);
    const b = await connect(base, bob.token);
    a.send({ type: 'subscribe', topic: 'round:dice' });
    expect(await a.next((f) => f.type === 'subscribed')).toEqual({ type: 'subscribed', topic: 'round:dice' });
    const round = {
      type: 'round',
      game: 'dice',
      roundId: 7,
      state: 'drawn',
      result: { dice: [1, 4, 6] },
      at: h.clock.now().toISOString(),
    } as const;
    await publishRound(h.db, round);
    expect(await a.next((f) => f.type === 'event')).toEqual({ type: 'event', topic: 'round:dice', event: round });
    a.send({ type: 'unsubscribe', topic: 'round:dice' });
    await a.next((f) => f.type === 'unsubscribed');
    await publishRound(h.db, { ...round, state: 'settled' });
    await quietFor(200);
    expect(a.frames.filter((f) => f.type === 'event')).toHaveLength(1);
    expect(b.frames.filter((f) => f.type === 'event')).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses an event over the NOTIFY size limit or off the contract at publish', async () => {
    await expect(
      publishRound(h.db, {
        type: 'round',
        game: 'dice',
        roundId: 1,
        state: 'drawn',
        result: 'x'.repeat(9000),
        at: h.clock.now().toISOString(),
      }),
    ).rejects.toThrow(/bytes/);
    await expect(publish(h.db, { topic: 'member:1' }, notice('X'))).rejects.toThrow();
  });
});

describe('balance events (hinted by the ledger after its commit, read from the database by each node)', () => {
  it('tells a member their new balance when money moves, and no one else', async () => {
    const carol = await memberWithSession(h);
    const a = await connect(base, carol.token);
    const b = await connect(base, bob.token);
    await fund(ledger, carol.id, 250_00);
    expect(await a.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      event: {
        type: 'balance',
        account: 'cash',
        vendor: null,
        unit: 'VND',
        posted: 250_00,
        held: 0,
        available: 250_00,
      },
    });
    // A pending debit (a withdrawal on hold) shows as held, not available.
    await ledger.transfer({
      debit: { member: carol.id, kind: 'cash' },
      credit: { house: 'payment_clearing', unit: 'VND' },
      amount: 100_00,
      unit: 'VND',
      kind: 'withdrawal',
      pending: true,
      idempotencyKey: key('hold'),
    });
    expect(await a.next((f) => f.type === 'event')).toMatchObject({
      event: { type: 'balance', posted: 250_00, held: 100_00, available: 150_00 },
    });
    await quietFor(200);
    expect(b.frames.filter((f) => f.type === 'event')).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('says nothing of a movement whose transaction rolls back', async () => {
    const dave = await memberWithSession(h);
    const a = await connect(base, dave.token);
    await h.db
      .begin(async (tx) => {
        await ledger.transferInTx(tx, [
          {
            debit: { house: 'payment_clearing', unit: 'VND' },
            credit: { member: dave.id, kind: 'cash' },
            amount: 999_00,
            unit: 'VND',
            kind: 'deposit',
            idempotencyKey: key('rolled-back'),
          },
        ]);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    // Past both late hints of the rolled-back movement.
    await quietFor(1800);
    await fund(ledger, dave.id, 5_00);
    expect(
      await a.next((f) => f.type === 'event' && f.event.type === 'balance' && f.event.posted === 5_00),
    ).toBeTruthy();
    const seen = a.frames.flatMap((f) => (f.type === 'event' && f.event.type === 'balance' ? [f.event.posted] : []));
    expect(seen).not.toContain(999_00);
    await a.close();
  });

  it('pushes a movement made in a caller transaction once it commits', async () => {
    const erin = await memberWithSession(h);
    const a = await connect(base, erin.token);
    await h.db.begin(async (tx) => {
      await ledger.transferInTx(tx, [
        {
          debit: { house: 'payment_clearing', unit: 'VND' },
          credit: { member: erin.id, kind: 'cash' },
          amount: 42_00,
          unit: 'VND',
          kind: 'deposit',
          idempotencyKey: key('in-tx'),
        },
      ]);
    });
    expect(
      await a.next((f) => f.type === 'event' && f.event.type === 'balance' && f.event.posted === 42_00, 2500),
    ).toBeTruthy();
    await a.close();
  });
});

describe('metrics', () => {
  it('counts open connections and frames sent', async () => {
    const scrape = async () => (await h.app.inject({ url: '/metrics' })).body;
    const gauge = (text: string) => Number(/^realtime_connections (\d+)$/m.exec(text)?.[1] ?? 'NaN');
    const before = gauge(await scrape());
    const a = await connect(base, alice.token);
    const b = await connect(base, alice.token);
    expect(gauge(await scrape())).toBe(before + 2);
    await publish(h.db, { memberId: alice.id }, notice('M-1'));
    await Promise.all([a.next((f) => f.type === 'event'), b.next((f) => f.type === 'event')]);
    expect(await scrape()).toMatch(/^realtime_messages_sent_total\{frame="event:notice"\} \d+$/m);
    await Promise.all([a.close(), b.close()]);
    await quietFor(100);
    expect(gauge(await scrape())).toBe(before);
  });
});

describe('closing the app', () => {
  it('closes its sockets with "going away" and refuses none of its own shutdown', async () => {
    const peer = await createPeerApp(h);
    const peerBase = await listening(peer.app);
    const s = await connect(peerBase, alice.token);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    const started = performance.now();
    await peer.app.close();
    expect(await closed).toBe(1001);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
