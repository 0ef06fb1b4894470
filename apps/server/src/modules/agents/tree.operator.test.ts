import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';

let h: TestApp;
let risk: TestOperator;
beforeAll(async () => {
  h = await createTestApp();
  risk = await operatorWithRole(h, 'risk');
});

async function member(type: number, uplineId: number | null = null) {
  const account = `t${randomBytes(5).toString('hex')}`;
  const [row] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, upline_id, created_at)
    VALUES (${account}, ${type}, ${uplineId}, ${h.clock.now()}) RETURNING id`;
  return { id: row!.id, account };
}

const get = (url: string, headers: Record<string, string> = risk.auth) => h.app.inject({ method: 'GET', url, headers });

describe('the back office agent tree', () => {
  it('lists top agents, a member’s direct downlines with the path from its top agent, and finds any account', async () => {
    const top = await member(1);
    const mid = await member(1, top.id);
    const leaf = await member(0, mid.id);
    const sibling = await member(0, top.id);

    const tops = await get('/wps/operator/agents/tree?pageSize=100');
    expect(tops.statusCode).toBe(200);
    const topRow = tops.json().value.items.find((d: { id: number }) => d.id === top.id);
    expect(topRow).toMatchObject({ kind: 'agent', depth: 0, directCount: 2, teamSize: 3 });
    // A downline is never listed as a top agent.
    expect(tops.json().value.items.some((d: { id: number }) => d.id === mid.id)).toBe(false);

    const below = (await get(`/wps/operator/agents/tree?parentId=${mid.id}`)).json().value;
    expect(below.path).toEqual([
      { id: top.id, account: top.account, depth: 0 },
      { id: mid.id, account: mid.account, depth: 1 },
    ]);
    expect(below.items).toHaveLength(1);
    expect(below.items[0]).toMatchObject({ id: leaf.id, kind: 'member', depth: 2, teamSize: 0 });
    expect(below.total).toBe(1);

    const firstLevel = (await get(`/wps/operator/agents/tree?parentId=${top.id}`)).json().value;
    expect(firstLevel.items.map((d: { id: number }) => d.id).sort()).toEqual([mid.id, sibling.id].sort());

    const found = (await get(`/wps/operator/agents/tree?search=${leaf.account.slice(0, 9).toUpperCase()}`)).json()
      .value;
    expect(found.path).toEqual([]);
    expect(found.items.map((d: { id: number }) => d.id)).toContain(leaf.id);
    expect(found.items.find((d: { id: number }) => d.id === leaf.id).depth).toBe(2);
    // LIKE wildcards are text, not patterns.
    expect((await get('/wps/operator/agents/tree?search=%25')).json().value.items).toEqual([]);
  });

  it('shows an agent’s contracts, and refuses unknown ids and bad input with stable codes', async () => {
    const agent = await member(1);
    const view = await get(`/wps/operator/agents/${agent.id}/contracts`);
    expect(view.statusCode).toBe(200);
    expect(view.json().value).toEqual({ inForce: [], upcoming: [], offers: [], history: [] });

    const unknownParent = await get('/wps/operator/agents/tree?parentId=999999999');
    expect(unknownParent.statusCode).toBe(404);
    expect(unknownParent.json().code).toBe('not_found');
    expect((await get('/wps/operator/agents/999999999/contracts')).json().code).toBe('not_found');
    const bad = await get('/wps/operator/agents/tree?pageSize=0');
    expect(bad.statusCode).toBe(400);
  });

  it('shows an agent’s domains as the PUT left them; a player account is not an agent', async () => {
    const agent = await member(1);
    const owner = await operatorWithRole(h, 'owner');
    expect((await get(`/wps/operator/members/${agent.id}/agent-domains`)).json().value).toEqual({ domains: [] });
    const put = await h.app.inject({
      method: 'PUT',
      url: `/wps/operator/members/${agent.id}/agent-domains`,
      headers: owner.auth,
      payload: { domains: ['Win.Example.com', 'b.example.vn'] },
    });
    expect(put.statusCode).toBe(200);
    expect((await get(`/wps/operator/members/${agent.id}/agent-domains`)).json().value).toEqual({
      domains: ['b.example.vn', 'win.example.com'],
    });
    const player = await member(0);
    expect((await get(`/wps/operator/members/${player.id}/agent-domains`)).json().code).toBe('not_found');
  });

  it('needs agents.view: a support operator and a player are refused', async () => {
    const support = await operatorWithRole(h, 'support');
    for (const url of [
      '/wps/operator/agents/tree',
      '/wps/operator/agents/1/contracts',
      '/wps/operator/members/1/agent-domains',
    ]) {
      const refused = await get(url, support.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('operator_permission_denied');
      const player = await get(url, await playerToken(h));
      expect([401, 403]).toContain(player.statusCode);
    }
  });
});
