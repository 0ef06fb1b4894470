import { expect, test } from '../fixtures.js';
import { freshUsername, withDb } from './helpers/account-db.js';
import { openCentreFromMenu, w } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { signInAs } from './helpers/login-helpers.js';

// Issue 15, the salary's way to the agent: a downline's bet is settled, the real-time salary job runs, and the
// agent sees the record in its centre and the money in its transaction history. One language (en), seeded
// sessions; the bet is a settled row as the vendors and the rounds core write them.

test.describe.configure({ timeout: 120_000 });

const STAKE = 10_000_000; // 100,000.00
const RATE_BP = 100; // 1 %: a salary of 1,000.00

test("a downline's bet pays its agent a real-time salary, seen in the agent centre and transaction history", async ({
  page,
}) => {
  const agent = freshUsername('sal');
  await withDb(async (sql) => {
    const [a] = await sql<{ id: string }[]>`
      INSERT INTO members (account, nickname, type, password_hash, password_changed_at, register_method, created_at)
      SELECT ${agent}, ${agent}, 1, password_hash, now(), 'E2E', now() FROM members WHERE account = 'demo01'
      RETURNING id`;
    const [d] = await sql<{ id: string }[]>`
      INSERT INTO members (account, type, upline_id, register_method, created_at)
      VALUES (${freshUsername('dwn')}, 0, ${a!.id}, 'E2E', now()) RETURNING id`;
    await sql`INSERT INTO agent_contracts (agent_id, upline_id, kind, tiers, status, effective_from, offered_by, offered_at, decided_at)
      VALUES (${a!.id}, NULL, 'realtime',
              ${sql.json([{ minTurnover: 0, minNetLoss: 0, minActive: 0, rateBp: RATE_BP }])},
              'accepted', '2026-01-01', 'e2e', now(), now())`;
    // The downline's bet, settled in the last 5-minute period closed past the 2-minute grace window.
    const [p] = await sql<{ settled: Date; end: Date }[]>`
      WITH e AS (SELECT to_timestamp(floor(extract(epoch FROM now() - interval '2 minutes') / 300) * 300) AS end_at)
      SELECT end_at - interval '4 minutes' AS settled, end_at AS end FROM e`;
    await sql`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      VALUES (${d!.id}, 'E2E', ${freshUsername('r')}, 'VND', 'RNG', ${STAKE}, 0, 'settled',
              ${p!.settled}, ${p!.settled}, ${p!.settled})`;
    // The job runs now rather than at its next slot: the period is measured again if a run already did (a
    // measured period is a no-op; every other agent's record of it exists and stays, keyed and paid once).
    await sql`DELETE FROM agent_settlement_runs WHERE kind = 'realtime' AND period_end >= ${p!.end}`;
    await sql`SELECT graphile_worker.add_job('agents.settle_realtime', '{}'::json)`;
    await expect
      .poll(
        async () =>
          (
            await sql<
              { status: string }[]
            >`SELECT status FROM agent_settlements WHERE agent_id = ${a!.id} AND kind = 'realtime'`
          ).map((r) => r.status),
        { timeout: 60_000 },
      )
      .toEqual(['paid']);
  });

  await signInAs(page, 'en', agent);
  // The agent centre's real-time salary page: the record, paid, 1 % of the team's turnover.
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-agentCentre').click();
  const centre = page.getByTestId('agent-centre');
  await centre.getByTestId('agent-menu-agentRealtimeSalary').click();
  const records = centre.getByTestId('agent-settle-realtime');
  await expect(records).toContainText('1,000.00');
  await expect(records).toContainText(text('en', 'agent:settle.statuses.paid'));
  await page.keyboard.press('Escape');

  // Transaction history: the salary as agent income, +1,000.00.
  await page.goto('/');
  await openCentreFromMenu(page, 'memberCentre');
  await page.getByTestId('centre-menu-transactionHistory').click();
  const row = page.getByTestId('history-row').first();
  await expect(row.getByTestId('history-row-kind')).toHaveText(w('en', 'history.kind.agent_realtime'));
  await expect(row.getByTestId('history-row-amount')).toContainText('+1,000.00');
});
