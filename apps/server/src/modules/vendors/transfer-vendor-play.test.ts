import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { catalogueVendor } from './test/vendor.fixtures.js';

// The server's own bet-report job on its own job runner, on a short interval (the default is a minute).
let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp({ env: { VENDOR_REPORT_INTERVAL_MS: '100', JOB_CONCURRENCY: '1' } });
  await catalogueVendor(h.db, {
    code: 'JOKER',
    walletModel: 'transfer',
    games: [{ nodeId: 'JOKER-1', gameType: 'FISH', gameCode: 'joker-1' }],
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a round at a transfer-wallet vendor, end to end', () => {
  it('money moved into the vendor wallet, a round on its game page, the round in betting history', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 5_000_000);
    const moved = await h.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: m.headers,
      payload: { vendor: 'JOKER', direction: 'in', amount: 2_000_000, idempotencyKey: randomBytes(8).toString('hex') },
    });
    expect(moved.json().value.status).toBe('succeeded');
    const launched = (
      await h.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: m.headers,
        payload: { nodeId: 'JOKER-1', language: 'en' },
      })
    ).json().value;
    expect(launched).toMatchObject({ action: 'open', mode: 'window' });
    const page = await h.app.inject({ url: launched.url });
    // The vendor's page shows its own wallet, not the main balance, and offers a round.
    expect(page.body).toContain('data-balance="2000000"');
    expect(page.body).toContain('<form');
    const roundId = /name="roundId" value="([^"]+)"/.exec(page.body)![1]!;
    const token = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const form = new URLSearchParams({
      vendor: 'JOKER',
      token,
      game: 'joker-1',
      roundId,
      stake: '1000000',
      lang: 'en',
    });
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: '/wps/vendors/demo/play',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    const played = await post();
    const outcome = /data-outcome="(\w+)"/.exec(played.body)![1];
    expect(['won', 'lost']).toContain(outcome);
    const won = outcome === 'won' ? Number(/data-balance="(\d+)"/.exec(played.body)![1]) - 1_000_000 : 0;
    // A resubmitted form plays nothing.
    expect((await post()).body).toContain(`data-balance="${1_000_000 + won}"`);

    const history = await waitFor(
      async () => (await h.app.inject({ url: '/wps/member/bets', headers: m.headers })).json().value,
      (v) => v.total > 0,
    );
    expect(history.items).toEqual([
      expect.objectContaining({
        vendor: 'JOKER',
        category: 'FISH',
        gameNodeId: 'JOKER-1',
        roundId,
        stake: 1_000_000,
        win: won,
        status: 'settled',
        currency: 'VND',
      }),
    ]);
    // The round's money is booked too: the JOKER wallet in our ledger holds what the vendor holds.
    const jokerWallet = async () =>
      (await h.ledger.balances([{ member: m.id, kind: 'vendor', vendor: 'JOKER' }]))[0]!.available;
    expect(await waitFor(jokerWallet, (v) => v === 1_000_000 + won)).toBe(1_000_000 + won);
    await expectLedgerClean(h);
  });
});
