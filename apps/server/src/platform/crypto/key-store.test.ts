import { encryptForServer, importServerPublicKey } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../test/harness.js';
import { ManualClock } from '../clock.js';
import { createKeyStore } from './key-store.js';

describe('server key store', () => {
  it('creates one key on first use, shares it across instances, and rotates with a grace period', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const first = createKeyStore(db, clock);
    const [a, b] = await Promise.all([first.publicKey(), createKeyStore(db, clock).publicKey()]);
    expect(a).toEqual(b);
    const restarted = createKeyStore(db, clock);
    expect(await restarted.publicKey()).toEqual(a);

    const seal = async (k: { kid: string; spki: string }, payload: unknown) =>
      encryptForServer(await importServerPublicKey(k.spki), k.kid, payload, clock.now().getTime());
    const old = await seal(a, { n: 1 });
    const rotated = await first.rotate();
    expect(rotated.kid).not.toBe(a.kid);
    expect(await restarted.publicKey()).toEqual(a); // a process keeps its cached key until it re-reads…
    expect(await createKeyStore(db, clock).publicKey()).toEqual(rotated); // …a new one sees the rotation
    expect(await first.decrypt(await seal(rotated, { n: 2 }))).toEqual({ n: 2 });
    // Bodies made with the retired key still open for a day.
    expect(await first.decrypt(old)).toEqual({ n: 1 });
    clock.advance(25 * 3600_000);
    const late = await seal(a, { n: 3 });
    await expect(first.decrypt(late)).rejects.toThrow('undecryptable');
  });

  it('a rotation on one node reaches the others at once (LISTEN/NOTIFY), not at their restart', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const nodeA = createKeyStore(db, clock);
    const nodeB = createKeyStore(db, clock);
    const stops = await Promise.all([nodeA.listen(), nodeB.listen()]);
    try {
      const before = await nodeB.publicKey();
      expect(await nodeA.publicKey()).toEqual(before);
      const rotated = await nodeA.rotate();
      expect(rotated.kid).not.toBe(before.kid);
      // Node B never called rotate: only the notification tells it.
      await vi.waitFor(async () => expect(await nodeB.publicKey()).toEqual(rotated), { timeout: 5000 });
      // And it knows the old key is retired: a day later, bodies sealed with it no longer open there.
      clock.advance(25 * 3600_000);
      const late = encryptForServer(
        await importServerPublicKey(before.spki),
        before.kid,
        { n: 1 },
        clock.now().getTime(),
      );
      await expect(nodeB.decrypt(await late)).rejects.toThrow('undecryptable');
      // A rotation made outside any server (manual SQL, a tool) is seen as well.
      await db`UPDATE server_keys SET retired_at = ${clock.now()} WHERE retired_at IS NULL`;
      await vi.waitFor(async () => expect((await nodeB.publicKey()).kid).not.toBe(rotated.kid), { timeout: 5000 });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
