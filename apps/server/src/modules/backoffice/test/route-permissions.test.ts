import { OperatorRoles, RolePermissions } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { demoOwner, operatorWithRole, playerToken, type TestOperator } from './backoffice.fixtures.js';

let h: TestApp;
let routes: { method: string; path: string; permission: string | null }[];
const byRole = new Map<string, TestOperator>();
let player: { authorization: string };

beforeAll(async () => {
  h = await createTestApp();
  const res = await h.app.inject({ url: '/wps/operator/roles', headers: await demoOwner(h) });
  expect(res.statusCode).toBe(200);
  routes = res.json().value.routes;
  for (const role of OperatorRoles) byRole.set(role, await operatorWithRole(h, role));
  player = await playerToken(h);
});

/** A concrete URL of a path pattern (the authorisation answers before any parameter is looked up). */
const urlOf = (path: string) => path.replace(/:id\b/g, '1').replace(/:(\w+)/g, 'x1');

const call = (route: { method: string; path: string }, headers: Record<string, string>) =>
  h.app.inject({
    method: route.method as 'GET',
    url: urlOf(route.path),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every operator route has a permission (modules/backoffice/route-permissions.ts)', () => {
  it('the router has operator routes and each is in the table', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unmapped = routes.filter((r) => r.permission === null).map((r) => `${r.method} ${r.path}`);
    expect(unmapped).toEqual([]);
  });
});

describe('the sweep: every operator route refuses a player token and an operator without its permission', () => {
  it('refuses a player token on every operator route (403 forbidden)', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r, player);
      if (res.statusCode !== 403 || res.json().code !== 'forbidden')
        wrong.push(`${r.method} ${r.path} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an operator whose role lacks the permission, and lets one that has it past the check', async () => {
    const wrong: string[] = [];
    let refusedChecks = 0;
    const everyRole = new Set<string>();
    for (const r of routes) {
      const without = OperatorRoles.find(
        (role) => r.permission === null || !RolePermissions[role].includes(r.permission as never),
      );
      if (!without) {
        // No operator lacks it: its own session, the dashboard, finding a player (checked below to be all).
        everyRole.add(r.permission!);
        continue;
      }
      const refused = await call(r, byRole.get(without!)!.auth);
      if (refused.statusCode !== 403 || refused.json().code !== 'operator_permission_denied') {
        wrong.push(`${r.method} ${r.path} as ${without}: ${refused.statusCode} ${refused.body.slice(0, 80)}`);
      }
      refusedChecks++;
      const holder = OperatorRoles.find(
        (role) => r.permission && RolePermissions[role].includes(r.permission as never),
      );
      const allowed = await call(r, byRole.get(holder ?? 'owner')!.auth);
      if (allowed.statusCode === 403 && allowed.json().code === 'operator_permission_denied') {
        wrong.push(`${r.method} ${r.path} as ${holder}: refused although the role holds ${r.permission}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusedChecks).toBeGreaterThan(50);
    expect([...everyRole].sort()).toEqual(['dashboard.view', 'players.view', 'self']);
  });

  it('read-only reads but never writes', async () => {
    const ro = byRole.get('read_only')!.auth;
    expect((await h.app.inject({ url: '/wps/operator/audit', headers: ro })).statusCode).toBe(200);
    const put = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/security',
      headers: ro,
      payload: { idleMinutes: 30, ipAllowList: [], totpRequired: false },
    });
    expect(put.statusCode).toBe(403);
  });
});
