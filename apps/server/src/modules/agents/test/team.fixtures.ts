import { expect } from 'vitest';
import type { Queryable } from '../../../platform/db/connect.js';
import { type CashoutHarness, makeMember, type TestMember } from '../../withdrawals/test/cashout.fixtures.js';

/** Sets a member's terms directly (what an operator or an upline gave it). */
export async function giveTerms(db: Queryable, memberId: number, terms: Record<string, number>) {
  await db`INSERT INTO agent_terms (member_id, terms, set_by, updated_at)
    VALUES (${memberId}, ${db.json(terms)}, 'test', now())
    ON CONFLICT (member_id) DO UPDATE SET terms = EXCLUDED.terms`;
}

/**
 * The closure table equals what members.upline_id says: every (ancestor, descendant, depth) of a recursive
 * walk, and nothing else.
 */
export async function expectClosureMatchesUplines(db: Queryable) {
  const diff = await db`
    WITH RECURSIVE walk (ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL SELECT w.ancestor_id, m.id, w.depth + 1 FROM walk w JOIN members m ON m.upline_id = w.descendant_id
    ),
    expected AS (SELECT ancestor_id, descendant_id, depth FROM walk),
    actual AS (SELECT ancestor_id, descendant_id, depth FROM agent_team)
    (SELECT 'missing' AS what, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) a)
    UNION ALL
    (SELECT 'extra', * FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) b)`;
  expect([...diff]).toEqual([]);
}

/**
 * Two top agents A and B. A has agents A1 and A2 (siblings); A1 has member A1a and agent A1b (with A1b1 below);
 * A2 has member A2a; B has member B1. The caller of most tests is A1.
 */
export async function forest(h: CashoutHarness) {
  const A = await makeMember(h, { type: 1 });
  const B = await makeMember(h, { type: 1 });
  const A1 = await makeMember(h, { type: 1, uplineId: A.id });
  const A2 = await makeMember(h, { type: 1, uplineId: A.id });
  const A1a = await makeMember(h, { uplineId: A1.id });
  const A1b = await makeMember(h, { type: 1, uplineId: A1.id });
  const A1b1 = await makeMember(h, { uplineId: A1b.id });
  const A2a = await makeMember(h, { uplineId: A2.id });
  const B1 = await makeMember(h, { uplineId: B.id });
  return { A, B, A1, A2, A1a, A1b, A1b1, A2a, B1 } satisfies Record<string, TestMember>;
}
