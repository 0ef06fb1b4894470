import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, encrypt, freshIp, type Harness, makeMember, pow } from '../../accounts/test/accounts.fixtures.js';
import { operatorWithRole, type TestOperator } from '../../backoffice/test/backoffice.fixtures.js';

/*
 * Linked accounts by device (issue 19): the web's x-device-id header is recorded with sign-ins (as its hash,
 * migration 0353), the 360° page lists it with each sign-in and links players who signed in from one device.
 * A malformed header is no device: never stored, never a link.
 */
let h: Harness;
let operator: TestOperator;

beforeAll(async () => {
  h = await accountsApp();
  operator = await operatorWithRole(h, 'support');
});

const newDevice = () => randomBytes(16).toString('hex');
/** What the server stores for a device id (the same hash the promotions and referral modules keep). */
const stored = (id: string) => createHash('sha256').update(`id:${id}`).digest('hex').slice(0, 32);

/** A password sign-in through the real endpoint, from its own address, with these headers. */
async function signIn(account: string, headers: Record<string, string>) {
  const ip = freshIp();
  const payload = { type: 'username', username: account, password: 'Secret123', pow: await pow(h, ip) };
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(h, payload),
    remoteAddress: ip,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ip;
}

const view = async (id: number) => {
  const res = await h.app.inject({ url: `/wps/operator/players/${id}`, headers: operator.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    logins: { kind: string; ip: string; deviceId: string | null }[];
    linked: { account: string; via: string; value: string }[];
  };
};

/** The device stored with each of a member's sign-ins, oldest first. */
const devicesOf = async (memberId: number) =>
  (
    await h.db<{ device: string | null }[]>`SELECT device FROM security_events
      WHERE member_id = ${memberId} AND kind = 'login' ORDER BY id`
  ).map((r) => r.device);

describe('linked accounts by device', () => {
  it('two players signing in from one device are linked by it; the sign-ins show it', async () => {
    const shared = newDevice();
    const own = newDevice();
    const carol = await makeMember(h, { account: `carol_${randomBytes(3).toString('hex')}` });
    const dan = await makeMember(h, { account: `dan_${randomBytes(3).toString('hex')}` });
    const erin = await makeMember(h, { account: `erin_${randomBytes(3).toString('hex')}` });
    const carolIp = await signIn(carol.account, { 'x-device-id': shared });
    await signIn(dan.account, { 'x-device-id': own });
    await signIn(dan.account, { 'x-device-id': shared });
    // Erin signs in from a device of her own: nobody else's.
    await signIn(erin.account, { 'x-device-id': newDevice() });

    const c = await view(carol.id);
    expect(c.logins[0]).toMatchObject({ kind: 'login', ip: carolIp, deviceId: stored(shared) });
    // Addresses differ (fresh per sign-in), so the only link is the device.
    expect(c.linked).toEqual([expect.objectContaining({ account: dan.account, via: 'device', value: stored(shared) })]);
    const d = await view(dan.id);
    // (Dan's second address also opened a new-IP check: recorded with the device it came from.)
    expect(d.logins.filter((l) => l.kind === 'login').map((l) => l.deviceId)).toEqual([stored(shared), stored(own)]);
    expect(d.logins.find((l) => l.kind === 'new_ip_check')).toMatchObject({ deviceId: stored(shared) });
    expect(d.linked).toEqual([
      expect.objectContaining({ account: carol.account, via: 'device', value: stored(shared) }),
    ]);
    expect((await view(erin.id)).linked).toEqual([]);
    // The id the browser sent is never stored as such.
    const raw =
      await h.db`SELECT 1 FROM security_events WHERE device = ${shared} OR details::text LIKE ${`%${shared}%`}`;
    expect(raw).toHaveLength(0);
  });

  it('a malformed device id is ignored: not stored, no link, the sign-in goes through', async () => {
    const good = newDevice();
    const malformed = [
      good.toUpperCase(),
      `${good}0`,
      good.slice(1),
      `${good.slice(0, 31)}g`,
      "' OR 1=1 --",
      'x'.repeat(5000),
    ];
    const fay = await makeMember(h, { account: `fay_${randomBytes(3).toString('hex')}` });
    const gus = await makeMember(h, { account: `gus_${randomBytes(3).toString('hex')}` });
    for (const bad of malformed) {
      await signIn(fay.account, { 'x-device-id': bad });
      await signIn(gus.account, { 'x-device-id': bad });
    }
    // No header at all is no device either.
    await signIn(gus.account, {});
    expect(await devicesOf(fay.id)).toEqual(malformed.map(() => null));
    expect(await devicesOf(gus.id)).toEqual([...malformed.map(() => null), null]);
    const f = await view(fay.id);
    expect(f.logins.length).toBeGreaterThan(malformed.length);
    expect(f.logins.every((l) => l.deviceId === null)).toBe(true);
    expect(f.linked).toEqual([]);
  });

  it('a failed sign-in records the device too (the lockout trail shows where attempts came from)', async () => {
    const dev = newDevice();
    const hal = await makeMember(h, { account: `hal_${randomBytes(3).toString('hex')}` });
    const ip = freshIp();
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(h, {
        type: 'username',
        username: hal.account,
        password: 'Wrong999',
        pow: await pow(h, ip),
      }),
      remoteAddress: ip,
      headers: { 'x-device-id': dev },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await h.db<{ kind: string; device: string }[]>`SELECT kind, device FROM security_events
      WHERE member_id = ${hal.id}`;
    expect(row).toEqual({ kind: 'login_failure', device: stored(dev) });
  });
});
