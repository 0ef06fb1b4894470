import { randomBytes } from 'node:crypto';
import { HOUSE_SLOT_NODE_ID, type HouseSpin } from '@app/contracts';
import { FairRandom, playRound, SLOT_VARIANT_IDS, SLOT_VARIANTS, slotVariant } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';
import { createLedgerService } from '../ledger/index.js';
import { createSeamlessWallet, createVendorSessions, type SeamlessWallet } from '../vendors/index.js';
import { type CashoutHarness, expectLedgerClean, fund, makeMember } from '../withdrawals/test/cashout.fixtures.js';
import { createHouseSeeds } from './house-seeds.service.js';
import { createHouseSlotSettings } from './house-settings.service.js';
import { createHouseSlot } from './house-slot.service.js';

/*
 * The house slot's operator settings (issue 19): the permission table, bad input refused with nothing changed,
 * the audit record, a change reaching the next spin on this node and (by NOTIFY) on another, old rounds still
 * verifying under the variant they were played with, a round in flight keeping its variant, stake limits.
 */

let h: CashoutHarness;
let admin: TestOperator;
let viewer: TestOperator;
let wallet: SeamlessWallet;

beforeAll(async () => {
  const t = await createTestApp();
  h = { ...t, ledger: createLedgerService({ db: t.db, clock: t.clock }) };
  admin = await operatorWithRole(h, 'admin');
  viewer = await operatorWithRole(h, 'read_only');
  wallet = createSeamlessWallet({ db: h.db, clock: h.clock, ledger: h.ledger });
});

const URL = '/wps/operator/house-slot/settings';
const DEFAULTS = { variant: 'rtp96', minStake: 10_000, maxStake: 20_000_000 };
const getSettings = (who = admin.auth) => h.app.inject({ url: URL, headers: who });
const putSettings = (payload: unknown, who = admin.auth) =>
  h.app.inject({ method: 'PUT', url: URL, headers: who, payload: payload as object });
const stored = async () => (await getSettings()).json().value.settings;
const audits = () =>
  h.db<{ actor: string; before: unknown; after: unknown }[]>`
    SELECT actor, before, after FROM audit_log WHERE action = 'house_slot.settings' ORDER BY id`;

/** A funded member who launched the house slot: its launch token. */
async function launched(amount = 1_000_000_000) {
  const m = await makeMember(h);
  await fund(h, m.id, amount);
  const s = await createVendorSessions({ db: h.db, clock: h.clock }).open({
    vendor: 'HOUSE',
    memberId: m.id,
    unit: 'VND',
    game: { nodeId: HOUSE_SLOT_NODE_ID, gameType: 'RNG' },
  });
  return { id: m.id, token: s.token };
}
const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload });
const spin = (token: string, lineBet = 10_000, lines = 20) =>
  post('/wps/house/slot/spin', { token, lineBet, lines, requestId: randomBytes(8).toString('hex') });
const cashOf = async (id: number) => (await h.ledger.balances([{ member: id, kind: 'cash' }]))[0]!.available;

/** The round replayed from its revealed seeds under `variant`, reduced to what the player was shown. */
function replay(s: HouseSpin, variant: string) {
  const seeds = { serverSeed: s.serverSeed!, clientSeed: s.clientSeed, nonce: s.nonce };
  const r = playRound(slotVariant(variant).config, new FairRandom(seeds), { lineBet: s.lineBet, lines: s.lines });
  return { base: r.base, freeSpins: r.freeSpins, totalWin: r.totalWin };
}
const shown = (s: HouseSpin) => ({ base: s.base, freeSpins: s.freeSpins, totalWin: s.totalWin });

describe('house slot settings: permissions and input', () => {
  it('a read-only operator reads the settings and every variant with its exact RTP, but changes nothing', async () => {
    const res = await getSettings(viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      settings: DEFAULTS,
      variants: [
        { id: 'rtp92', rtpPercent: '92.000180' },
        { id: 'rtp94', rtpPercent: '94.000447' },
        { id: 'rtp96', rtpPercent: '96.000464' },
        { id: 'rtp97', rtpPercent: '97.000095' },
      ],
    });
    const denied = await putSettings({ ...DEFAULTS, variant: 'rtp92' }, viewer.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operator_permission_denied');
    const asPlayer = await h.app.inject({ url: URL, headers: await playerToken(h) });
    expect(asPlayer.statusCode).toBe(403);
    expect(await stored()).toEqual(DEFAULTS);
    expect(await audits()).toEqual([]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const bad = [
      { ...DEFAULTS, variant: 'rtp99' },
      { ...DEFAULTS, variant: 'RTP 92' },
      { ...DEFAULTS, minStake: 300_000, maxStake: 200_000 },
      { ...DEFAULTS, minStake: 0 },
      { ...DEFAULTS, maxStake: 1.5 },
      { ...DEFAULTS, maxStake: -1 },
      { variant: 'rtp92' },
    ];
    for (const payload of bad) {
      const res = await putSettings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await stored()).toEqual(DEFAULTS);
    expect(await audits()).toEqual([]);
  });
});

describe('house slot settings: variants', () => {
  it('every variant of the maths can be chosen; the database refuses one the maths do not know', async () => {
    for (const variant of SLOT_VARIANT_IDS) {
      const res = await putSettings({ ...DEFAULTS, variant });
      expect(res.statusCode, variant).toBe(200);
      expect((await stored()).variant).toBe(variant);
    }
    await expect(h.db`UPDATE house_slot_settings SET variant = 'rtp99'`).rejects.toThrow(/check constraint/);
    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
  });

  it('a change applies to the next spin here and on another node; old rounds still verify under their variant', async () => {
    // Another node: its own cached settings, told of changes by NOTIFY only (the test clock never ages them).
    const other = createHouseSlotSettings({ db: h.db, clock: h.clock });
    const unlisten = await other.listen();
    expect((await other.current()).variant).toBe('rtp96');

    const p = await launched();
    const before: HouseSpin[] = [];
    for (let i = 0; i < 10; i++) before.push((await spin(p.token)).json().value.spin);
    expect(before.every((s) => s.variant === 'rtp96')).toBe(true);

    const changed = await putSettings({ ...DEFAULTS, variant: 'rtp92' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.settings).toEqual({ ...DEFAULTS, variant: 'rtp92' });
    expect((await audits()).at(-1)).toMatchObject({
      actor: expect.stringContaining(admin.username),
      before: DEFAULTS,
      after: { ...DEFAULTS, variant: 'rtp92' },
    });

    const after: HouseSpin[] = [];
    for (let i = 0; i < 10; i++) after.push((await spin(p.token)).json().value.spin);
    expect(after.every((s) => s.variant === 'rtp92')).toBe(true);
    await expect.poll(async () => (await other.current()).variant, { timeout: 10_000 }).toBe('rtp92');
    await unlisten();

    // Reveal the seed: every round replays under the variant it records, rtp96 rounds included.
    const rotated = await post('/wps/house/slot/seed/rotate', { token: p.token, clientSeed: 'verify-me' });
    expect(rotated.json().value.revealed.spins).toBe(20);
    const listed: HouseSpin[] = (await post('/wps/house/slot/spins', { token: p.token })).json().value.items;
    expect(listed.map((s) => s.variant)).toEqual([...Array(10).fill('rtp92'), ...Array(10).fill('rtp96')]);
    for (const s of listed) expect(shown(s)).toEqual(replay(s, s.variant));
    // The variant matters: replayed under the other paytable, some rounds pay differently (20 rounds of 20
    // lines: a three-of-a-kind of a card symbol, paid differently by rtp92, is all but certain).
    const otherWins = listed.map((s) => replay(s, s.variant === 'rtp92' ? 'rtp96' : 'rtp92').totalWin);
    expect(otherWins).not.toEqual(listed.map((s) => s.totalWin));

    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
    await expectLedgerClean(h);
  });

  it('a round in flight keeps the variant it started with', async () => {
    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
    const p = await launched();
    // A wallet whose debit waits for the test: the round is fixed and stored, its money not yet moved.
    let release!: () => void;
    let debitStarted!: () => void;
    const started = new Promise<void>((r) => {
      debitStarted = r;
    });
    const gated: SeamlessWallet = {
      ...wallet,
      debit: async (input) => {
        debitStarted();
        await new Promise<void>((r) => {
          release = r;
        });
        return wallet.debit(input);
      },
    };
    const seeds = createHouseSeeds({ db: h.db, clock: h.clock });
    const slot = createHouseSlot({ db: h.db, clock: h.clock, seeds, wallet: gated });
    const inFlight = slot.spin({ token: p.token, lineBet: 10_000, lines: 20, requestId: 'in-flight-1' });
    await started;
    expect((await putSettings({ ...DEFAULTS, variant: 'rtp97' })).statusCode).toBe(200);
    release();
    const done = (await inFlight).spin;
    expect(done.variant).toBe('rtp96');
    const next = (await spin(p.token)).json().value.spin;
    expect(next.variant).toBe('rtp97');

    const rotated = await post('/wps/house/slot/seed/rotate', { token: p.token, clientSeed: 'verify-me' });
    const serverSeed = rotated.json().value.revealed.serverSeed;
    expect(shown(done)).toEqual(replay({ ...done, serverSeed }, 'rtp96'));
    expect(await cashOf(p.id)).toBe(1_000_000_000 - 400_000 + done.totalWin + next.totalWin);
    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
    expect(SLOT_VARIANTS.rtp97.config).not.toBe(SLOT_VARIANTS.rtp96.config);
  });
});

describe('house slot settings: stake limits', () => {
  it('the session shows the range; a total bet outside it is refused naming the limits, moving nothing', async () => {
    expect((await putSettings({ ...DEFAULTS, minStake: 100_000, maxStake: 1_000_000 })).statusCode).toBe(200);
    const p = await launched(100_000_000);
    const session = await post('/wps/house/slot/session', { token: p.token });
    expect(session.json().value).toMatchObject({
      stakeLimits: { minStake: 100_000, maxStake: 1_000_000 },
      variant: 'rtp96',
      rtpPercent: '96.00',
    });

    for (const [lineBet, lines] of [
      [10_000, 5], // 50,000: under the minimum
      [100_000, 20], // 2,000,000: over the maximum
    ] as const) {
      const res = await spin(p.token, lineBet, lines);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'house_stake_out_of_limits',
        details: { minStake: 100_000, maxStake: 1_000_000 },
      });
    }
    expect(await cashOf(p.id)).toBe(100_000_000);
    expect((await post('/wps/house/slot/spins', { token: p.token })).json().value.items).toEqual([]);

    for (const [lineBet, lines] of [
      [10_000, 10], // exactly the minimum
      [50_000, 20], // exactly the maximum
    ] as const) {
      expect((await spin(p.token, lineBet, lines)).statusCode).toBe(200);
    }
    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
    expect((await spin(p.token, 10_000, 1)).statusCode).toBe(200);
    await expectLedgerClean(h);
  });
});
