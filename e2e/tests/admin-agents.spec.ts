import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.js';
import { createMember, withDb } from './helpers/account-db.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';

type AgentsTexts = typeof import('../../apps/admin/src/features/agents/locales/vi.json');
const ag = adminTexts<AgentsTexts>('agents');
const errors = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/vi/errors.json', import.meta.url), 'utf8'),
) as Record<string, string>;

// The password step answers 401 operator_totp_required once the operator has enrolled (the code step's
// signal); moving a member under itself is refused with a 422 on purpose.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|422 \(Unprocessable)/] });

test('an operator approves an agent application and moves a player under the new agent in the tree (vi)', async ({
  page,
  request,
}) => {
  // A player who applied on /join, and another player with no upline yet.
  const applicant = await createMember('apl');
  const player = await createMember('mvx');
  await withDb(
    (sql) => sql`INSERT INTO agent_applications (member_id, contact, message, created_at)
      SELECT id, 'zalo 0901234567', 'Tôi có nhóm 50 người chơi', now() FROM members WHERE account = ${applicant.account}`,
  );
  const op = await operatorWithTotp(request, 'finance');
  await signInToBackOffice(page, op);
  await page.getByRole('navigation').getByRole('link', { name: ag.nav }).click();

  // Applications (pending first): approve it; it leaves the pending list.
  const application = page.locator(`[data-testid="agent-application"][data-account="${applicant.account}"]`);
  await expect(application).toContainText('zalo 0901234567');
  await application.getByTestId('application-approve').click();
  await expect(application).toHaveCount(0);

  // The tree: the applicant is an agent now.
  await page.getByRole('link', { name: ag.tabs.tree }).click();
  const search = async (account: string) => {
    await page.getByTestId('tree-search').fill(account);
    await page.getByRole('button', { name: ag.tree.find }).click();
    return page.locator(`[data-testid="tree-row"][data-account="${account}"]`);
  };
  await expect(await search(applicant.account)).toContainText(ag.kinds.agent);

  // Moving the player under itself is refused with the translated reason; under the agent it moves.
  const row = await search(player.account);
  await row.getByTestId('tree-manage').click();
  const panel = page.getByTestId('member-panel');
  await panel.getByTestId('move-upline').fill(player.account);
  await panel.getByTestId('move-submit').click();
  await expect(panel.getByRole('alert')).toHaveText(errors.agent_move_cycle!);
  await panel.getByTestId('move-upline').fill(applicant.account);
  await panel.getByTestId('move-submit').click();
  await expect(panel.getByTestId('move-done')).toContainText(applicant.account);

  // The agent's downline: the path from the top, and the player below it.
  const agentRow = await search(applicant.account);
  await agentRow.getByRole('button', { name: applicant.account }).click();
  await expect(page.getByTestId('tree-path')).toContainText(applicant.account);
  await expect(page.locator(`[data-testid="tree-row"][data-account="${player.account}"]`)).toContainText(
    ag.kinds.member,
  );
  await expect(page).toHaveURL(/\/admin\/agents\/tree\?parent=\d+/);
});
