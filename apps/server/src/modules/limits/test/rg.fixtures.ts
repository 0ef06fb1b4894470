import { randomBytes } from 'node:crypto';
import { HOUSE_SLOT_NODE_ID } from '@app/contracts';
import { expect } from 'vitest';
import { fixtureHash } from '../../../../test/fixture-hash.js';
import {
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  sessionFor,
  type TestMember,
} from '../../deposits/test/deposits.fixtures.js';
import { lotteryExposureCheck, lotteryFamily } from '../../lottery/index.js';
import { signBody } from '../../payments/index.js';
import { createRounds, diceGame, type Rounds } from '../../rounds/index.js';
import { createVendorSessions, type VendorSessions } from '../../vendors/index.js';
import { VENDOR_SIGNATURE_HEADER } from '../../vendors/seamless.callbacks.js';
import { catalogueVendor } from '../../vendors/test/vendor.fixtures.js';

export const PASSWORD = 'Safe-Play-2026';
export const VENDOR_SECRET = 'test-vendor-secret-0123456789';

export interface RgHarness extends DepositsHarness {
  rounds: Rounds;
  vendorSessions: VendorSessions;
}

/**
 * The real app (real sessions, demo deposit methods, the demo operator) with a seamless vendor (PG) that
 * calls the wallet over signed HTTP, and a rounds core of its own to open dice rounds (a second runner).
 */
export async function rgApp(): Promise<RgHarness> {
  const h = await depositsApp();
  await catalogueVendor(h.db, { code: 'PG', games: [{ nodeId: 'PG-1', gameType: 'RNG' }] });
  await h.db`INSERT INTO vendor_credentials (vendor, secret, updated_at) VALUES ('PG', ${VENDOR_SECRET}, ${h.clock.now()})`;
  return {
    ...h,
    rounds: createRounds({
      db: h.db,
      clock: h.clock,
      ledger: h.ledger,
      games: [diceGame],
      families: [lotteryFamily(h.db, 0)],
      preBetChecks: [lotteryExposureCheck],
    }),
    vendorSessions: createVendorSessions({ db: h.db, clock: h.clock }),
  };
}

export interface Player extends TestMember {
  /** Launch tokens of the house slot and of the seamless vendor PG. */
  houseToken: string;
  pgToken: string;
}

/** A member with a login password, a live session, `amount` in the main wallet and launched games. */
export async function player(h: RgHarness, amount = 1_000_000_000): Promise<Player> {
  const m = await memberWithSession(h);
  await h.db`UPDATE members SET password_hash = ${await fixtureHash(PASSWORD)} WHERE id = ${m.id}`;
  if (amount > 0) {
    await h.ledger.transfer({
      debit: { house: 'payment_clearing', unit: 'VND' },
      credit: { member: m.id, kind: 'cash' },
      amount,
      unit: 'VND',
      kind: 'deposit',
      idempotencyKey: `rg-fund:${m.id}:${randomBytes(6).toString('hex')}`,
    });
  }
  return launched(h, m);
}

/** Opens the house slot and PG (launch tokens) for the member. */
async function launched(h: RgHarness, m: TestMember): Promise<Player> {
  const open = async (vendor: string, nodeId: string) =>
    (await h.vendorSessions.open({ vendor, memberId: m.id, unit: 'VND', game: { nodeId, gameType: 'RNG' } })).token;
  return { ...m, houseToken: await open('HOUSE', HOUSE_SLOT_NODE_ID), pgToken: await open('PG', 'PG-1') };
}

/** After the clock moved a long way: a fresh login session and fresh launch tokens. */
export async function relaunch(h: RgHarness, m: TestMember): Promise<Player> {
  return launched(h, await sessionFor(h, m.id));
}

export const key = () => `k-${randomBytes(8).toString('hex')}`;

export const post = (h: RgHarness, url: string, headers: Record<string, string>, payload: unknown = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload: payload as object });
export const put = (h: RgHarness, url: string, headers: Record<string, string>, payload: unknown) =>
  h.app.inject({ method: 'PUT', url, headers, payload: payload as object });
export const get = (h: RgHarness, url: string, headers: Record<string, string>) =>
  h.app.inject({ method: 'GET', url, headers });

/** A signed seamless wallet call as the vendor's server sends it; answers the protocol's answer. */
export async function vendorCall(h: RgHarness, kind: 'debit' | 'credit' | 'rollback', body: object) {
  const raw = JSON.stringify(body);
  const res = await h.app.inject({
    method: 'POST',
    url: `/wps/vendors/PG/wallet/${kind}`,
    headers: {
      'content-type': 'application/json',
      [VENDOR_SIGNATURE_HEADER]: signBody(VENDOR_SECRET, h.clock.now(), raw),
    },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { status: string; balance?: number };
}

/** Lets the scheduler open the game's next round (moving the clock to its opening if needed). */
export async function openRound(h: RgHarness, game: string): Promise<number> {
  for (let pass = 0; pass < 3; pass++) {
    await h.rounds.tick(game);
    const [open] = await h.db<{ id: number }[]>`
      SELECT id FROM rounds WHERE game = ${game} AND state = 'open' AND closes_at > ${h.clock.now()}
       ORDER BY id DESC LIMIT 1`;
    if (open) return open.id;
    const [next] = await h.db<{ opens_at: Date }[]>`
      SELECT opens_at FROM rounds WHERE game = ${game} AND state = 'scheduled' ORDER BY opens_at LIMIT 1`;
    if (next) h.clock.advance(Math.max(0, next.opens_at.getTime() - h.clock.now().getTime()));
  }
  throw new Error(`no ${game} round opened`);
}

export async function cashOf(h: RgHarness, memberId: number): Promise<number> {
  return (await h.ledger.balances([{ member: memberId, kind: 'cash' }]))[0]!.available;
}

/** Takes a time-out / self-exclusion through the member API. */
export async function exclude(h: RgHarness, m: TestMember, body: object) {
  return post(h, '/wps/rg/exclusion', m.auth, { password: PASSWORD, ...body });
}

export async function setLimits(
  h: RgHarness,
  m: TestMember,
  limits: { kind: string; period: string; value: number | null }[],
) {
  return put(h, '/wps/rg/limits', m.auth, { limits });
}
