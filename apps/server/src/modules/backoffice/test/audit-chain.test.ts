import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbUrl } from '../../../../test/harness.js';
import { processScript } from '../../../../test/process-scripts.js';
import { writeAudit } from '../../operators/index.js';
import { demoOwner, operatorWithRole } from './backoffice.fixtures.js';

let h: TestApp;
let owner: { authorization: string };

beforeAll(async () => {
  h = await createTestApp();
  owner = await demoOwner(h);
});

const verify = async () => {
  const res = await h.app.inject({ url: '/wps/operator/audit/verify', headers: owner });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    ok: boolean;
    checked: number;
    headSeq: number;
    problems: { kind: string; id: number | null; seq: number | null }[];
  };
};

const write = (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      writeAudit(h.db, { at: h.clock.now(), actor: 'test', action: 'test.parallel', subject: `s:${i}`, after: { i } }),
    ),
  );

/** As an attacker with the table owner's rights: the append-only trigger off for one statement. */
async function tamper(sql: (tx: TestApp['db']) => Promise<unknown>) {
  await h.db.begin(async (tx) => {
    await tx`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`;
    await sql(tx as never);
    await tx`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`;
  });
}

describe('the audit log is append-only and hash-chained', () => {
  it('parallel writers keep one chain: contiguous sequence numbers, each linked to the one before', async () => {
    await write(40);
    await Promise.all([write(20), write(20), write(20)]);
    const rows = await h.db<{ chain_seq: number }[]>`SELECT chain_seq FROM audit_log ORDER BY chain_seq`;
    expect(rows.every((r, i) => r.chain_seq === i + 1)).toBe(true);
    const v = await verify();
    expect(v).toMatchObject({ ok: true, problems: [] });
    expect(v.headSeq).toBe(rows.length);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(
      h.db`UPDATE audit_log SET actor = 'someone else' WHERE id = (SELECT min(id) FROM audit_log)`,
    ).rejects.toThrow(/append-only/);
    await expect(h.db`DELETE FROM audit_log WHERE id = (SELECT min(id) FROM audit_log)`).rejects.toThrow(/append-only/);
    await expect(h.db`TRUNCATE audit_log`).rejects.toThrow(/append-only/);
    await expect(h.db`UPDATE audit_chain_head SET seq = 0`).rejects.toThrow(/sealing/);
  });

  it('verify finds an edited row, a deleted row and the newest rows deleted', async () => {
    const [victim] = await h.db<{ id: number; chain_seq: number }[]>`
      SELECT id, chain_seq FROM audit_log WHERE action = 'test.parallel' ORDER BY chain_seq LIMIT 1 OFFSET 5`;
    await tamper((tx) => tx`UPDATE audit_log SET after = '{"i": 999}' WHERE id = ${victim!.id}`);
    let v = await verify();
    expect(v.ok).toBe(false);
    expect(v.problems).toContainEqual(expect.objectContaining({ kind: 'edited', id: victim!.id }));

    const [gone] = await h.db<{ id: number; chain_seq: number }[]>`
      SELECT id, chain_seq FROM audit_log ORDER BY chain_seq LIMIT 1 OFFSET 20`;
    await tamper((tx) => tx`DELETE FROM audit_log WHERE id = ${gone!.id}`);
    v = await verify();
    expect(v.problems).toContainEqual(expect.objectContaining({ kind: 'missing', seq: gone!.chain_seq + 1 }));

    // The edit re-hashed to hide it: the next row's link breaks instead.
    await tamper(
      (tx) => tx`UPDATE audit_log a SET hash = audit_entry_hash(a.prev_hash, a.chain_seq, a) WHERE id = ${victim!.id}`,
    );
    v = await verify();
    expect(v.problems).not.toContainEqual(expect.objectContaining({ kind: 'edited', id: victim!.id }));
    expect(v.problems).toContainEqual(expect.objectContaining({ kind: 'broken_link', seq: victim!.chain_seq + 1 }));

    const [last] = await h.db<{ id: number }[]>`SELECT id FROM audit_log ORDER BY chain_seq DESC LIMIT 1`;
    await tamper((tx) => tx`DELETE FROM audit_log WHERE id = ${last!.id}`);
    v = await verify();
    expect(v.problems).toContainEqual(expect.objectContaining({ kind: 'head_mismatch' }));
  });

  it('browses with filters and pages, exports CSV, and only audit.view reads it', async () => {
    const page = await h.app.inject({ url: '/wps/operator/audit?action=test.&limit=10', headers: owner });
    const body = page.json().value;
    expect(body.items).toHaveLength(10);
    expect(body.items.every((e: { action: string }) => e.action === 'test.parallel')).toBe(true);
    const next = await h.app.inject({
      url: `/wps/operator/audit?action=test.&limit=10&before=${body.nextBefore}`,
      headers: owner,
    });
    expect(next.json().value.items[0].id).toBeLessThan(body.nextBefore);
    const csv = await h.app.inject({ url: '/wps/operator/audit.csv?action=operator.', headers: owner });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFid,seq,at,actor,action,subject,before,after,ip,request_id,hash');
    expect(csv.body).toContain('operator.login');
    const marketing = await operatorWithRole(h, 'marketing');
    expect((await h.app.inject({ url: '/wps/operator/audit', headers: marketing.auth })).statusCode).toBe(403);
  });

  it('npm run audit:verify reports the same problems and exits 1', async () => {
    const run = promisify(execFile);
    const out = await run(process.execPath, [processScript('audit-verify')], {
      env: { ...process.env, DATABASE_URL: testDbUrl(h.db) },
    }).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/EDITED|BROKEN_LINK/);
    expect(out.stdout).toMatch(/MISSING/);
    expect(out.stdout).toMatch(/FAILED: \d+ problem/);
  }, 60_000);
});
