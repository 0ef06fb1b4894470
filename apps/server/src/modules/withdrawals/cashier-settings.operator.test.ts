import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';

/*
 * The cashier screen's limits (GET/PUT /wps/operator/cashier-settings/:key): the permission table, the CLI's
 * schema refusing bad values with nothing written, the audit row, and the member's next withdrawal info
 * reading the new limits.
 */

let h: TestApp;
let finance: TestOperator;
let viewer: TestOperator;
let player: { authorization: string };

beforeAll(async () => {
  h = await createTestApp();
  finance = await operatorWithRole(h, 'finance');
  viewer = await operatorWithRole(h, 'read_only');
  player = await playerToken(h);
});

const url = '/wps/operator/cashier-settings/withdrawal';
const read = async (who = finance.auth) => (await h.app.inject({ url, headers: who })).json().value.value;
const put = (value: unknown, who = finance.auth) =>
  h.app.inject({ method: 'PUT', url, headers: who, payload: { value } });
const info = async () => (await h.app.inject({ url: '/wps/withdrawals/info', headers: player })).json().value;

describe('cashier settings', () => {
  it('finance changes the withdrawal limits: audited, and the member sees them on the next request', async () => {
    const before = await read();
    const res = await put({ ...before, min: 20_000_000, max: 3_000_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.value).toMatchObject({ min: 20_000_000, max: 3_000_000_000 });
    expect(await info()).toMatchObject({ min: 20_000_000, max: 3_000_000_000 });
    const [row] = await h.db<{ actor: string; before: { min: number }; after: { min: number } }[]>`
      SELECT actor, before, after FROM audit_log WHERE action = 'setting.update' AND subject = 'withdrawal'
      ORDER BY id DESC LIMIT 1`;
    expect(row?.actor).toContain(finance.username);
    expect(row?.after.min).toBe(20_000_000);
  });

  it('refuses bad values (max below min, an unknown key) and a role without cashier.manage; nothing changes', async () => {
    const before = await read();
    const bad = await put({ ...before, min: 50_000_000, max: 10_000_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    const other = await h.app.inject({ url: '/wps/operator/cashier-settings/maintenance', headers: finance.auth });
    expect(other.statusCode).toBe(400);
    expect(await read(viewer.auth)).toEqual(before);
    const denied = await put({ ...before, min: 100 }, viewer.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operator_permission_denied');
    expect((await h.app.inject({ url, headers: player })).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });
});
