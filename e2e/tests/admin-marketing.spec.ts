import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

test.describe.configure({ timeout: 180_000 });
// The password step answers 401 operator_totp_required once the operator has enrolled (the code step's signal).
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

const shell = adminTexts<{ common: Record<string, string> }>();
const iv = adminTexts<typeof import('../../apps/admin/src/features/inbox/locales/vi.json')>('inbox');
const pv = adminTexts<typeof import('../../apps/admin/src/features/points/locales/vi.json')>('points');
const mv = adminTexts<typeof import('../../apps/admin/src/features/missions/locales/vi.json')>('missions');
const vv = adminTexts<typeof import('../../apps/admin/src/features/vip/locales/vi.json')>('vip');

test('a marketing operator messages one player in vi/en, gives them points, adds a points reward, a mission and a leaderboard and checks the VIP table; the player has the message and the points (vi)', async ({
  page,
  request,
}) => {
  const member = await createMember('amk');
  await signInAs(page, 'vi', member.account, '/');
  const playerHeaders = { authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` };
  const op = await operatorWithTotp(request, 'marketing');
  await signInToBackOffice(page, op);
  const nav = page.getByRole('navigation');

  // Inbox: one player, both languages; a missing English text is refused first and nothing is sent.
  await nav.getByRole('link', { name: iv.nav }).click();
  const form = page.getByTestId('inbox-send');
  const title = `Quà tặng ${randomBytes(2).toString('hex')}`;
  await form.getByLabel(iv.whoHint.members).fill(member.account);
  await form.getByLabel(iv.titleIn.replace('{{lang}}', 'vi')).fill(title);
  await form.getByLabel(iv.bodyIn.replace('{{lang}}', 'vi')).fill('Chúc mừng bạn!');
  await form.getByRole('button', { name: iv.send }).click();
  await expect(form.getByRole('alert')).toHaveText(iv.needTitle.replace('{{lang}}', 'en'));
  await form.getByLabel(iv.titleIn.replace('{{lang}}', 'en')).fill(`Gift ${title}`);
  await form.getByLabel(iv.bodyIn.replace('{{lang}}', 'en')).fill('Congratulations!');
  await form.getByRole('button', { name: iv.send }).click();
  await expect(form.getByRole('status')).toHaveText(iv.sentTo.replace('{{n}}', '1'));
  await expect(page.getByTestId('inbox-sent-row').first()).toContainText(title);
  const inbox = await request.get('/wps/member/messages?language=vi', { headers: playerHeaders });
  const messages = ((await inbox.json()).value as { items: { title: string; source: string }[] }).items;
  expect(messages).toEqual(expect.arrayContaining([expect.objectContaining({ title, source: 'operator' })]));

  // Points by hand to the player's account.
  await nav.getByRole('link', { name: pv.nav }).click();
  await page.getByRole('link', { name: pv.tabs.grant }).click();
  await page.getByLabel(pv.account, { exact: true }).fill(member.account);
  await page.getByLabel(pv.points, { exact: true }).fill('750');
  await page.getByLabel(pv.note, { exact: true }).fill('Khách hàng thân thiết');
  await page.getByRole('button', { name: pv.grant }).click();
  await expect(page.getByRole('status')).toHaveText(pv.granted.replace('{{balance}}', '750'));
  const points = await request.get('/wps/member/points', { headers: playerHeaders });
  expect(((await points.json()).value as { balance: number }).balance).toBe(750);

  // The points mall: a reward saved switched off (a bad points value refused first), opened to edit and left,
  // then deleted.
  await page.getByRole('link', { name: pv.tabs.catalogue }).click();
  const reward = `Quà e2e ${randomBytes(2).toString('hex')}`;
  // (A select's name holds its chosen option too: not an exact match.)
  await page.getByLabel(pv.catalogue.kind).selectOption('physical');
  await page.getByLabel(pv.catalogue.nameVi, { exact: true }).fill(reward);
  await page.getByLabel(pv.catalogue.nameEn, { exact: true }).fill(`${reward} en`);
  await page.getByLabel(pv.points, { exact: true }).fill('12abc');
  await page.getByRole('checkbox', { name: pv.catalogue.on }).uncheck();
  await page.getByRole('button', { name: shell.common.save }).click();
  await expect(page.getByRole('alert')).toHaveText(pv.catalogue.invalid);
  await page.getByLabel(pv.points, { exact: true }).fill('100');
  await page.getByRole('button', { name: shell.common.save }).click();
  await expect(page.getByLabel(pv.catalogue.nameVi, { exact: true })).toHaveValue('');
  await page.getByLabel(pv.catalogue.search).fill(reward);
  const rewardRow = page.getByTestId('points-rewards-row');
  await expect(rewardRow).toHaveCount(1);
  await expect(rewardRow).toContainText(pv.catalogue.off);
  await rewardRow.getByRole('button', { name: pv.catalogue.edit }).click();
  await expect(page.getByLabel(pv.catalogue.nameVi, { exact: true })).toHaveValue(reward);
  await page.getByRole('button', { name: shell.common.cancel }).click();
  await expect(page.getByLabel(pv.catalogue.nameVi, { exact: true })).toHaveValue('');
  await rewardRow.getByRole('button', { name: pv.catalogue.delete }).click();
  await expect(rewardRow).toHaveCount(0);

  // A mission, saved switched off (no other journey sees it), then listed.
  await nav.getByRole('link', { name: mv.nav }).click();
  const code = `e2e-${randomBytes(3).toString('hex')}`;
  await page.getByLabel(mv.code, { exact: true }).fill(code);
  await page.getByLabel(mv.targetCount, { exact: true }).fill('5');
  await page.getByLabel(mv.rewardPoints, { exact: true }).fill('50');
  await page.getByLabel(mv.titleVi, { exact: true }).fill('Chơi 5 ván');
  await page.getByLabel(mv.titleEn, { exact: true }).fill('Play 5 rounds');
  await page.getByRole('checkbox', { name: mv.on }).uncheck();
  await page.getByRole('button', { name: shell.common.save }).click();
  await page.getByLabel(mv.search).fill(code);
  await expect(page.getByTestId('missions-row')).toHaveCount(1);
  await expect(page.getByTestId('missions-row')).toContainText(mv.off);

  // A leaderboard, saved switched off: a malformed prize list is refused first; then listed, opened and left.
  await page.getByRole('link', { name: mv.tabs.leaderboards }).click();
  const board = `e2e-${randomBytes(3).toString('hex')}`;
  await page.getByLabel(mv.code, { exact: true }).fill(board);
  await page.getByLabel(mv.titleVi, { exact: true }).fill('Đua top');
  await page.getByLabel(mv.titleEn, { exact: true }).fill('Top race');
  await page.getByLabel(mv.prizesPoints, { exact: true }).fill('100, abc');
  await page.getByRole('checkbox', { name: mv.on }).uncheck();
  await page.getByRole('button', { name: shell.common.save }).click();
  await expect(page.getByRole('alert')).toHaveText(mv.invalidBoard);
  await page.getByLabel(mv.prizesPoints, { exact: true }).fill('100, 50');
  await page.getByRole('button', { name: shell.common.save }).click();
  const boardRow = page.getByTestId('leaderboards-row').filter({ hasText: board });
  await expect(boardRow).toContainText(mv.off);
  await boardRow.getByRole('button', { name: mv.edit }).click();
  await expect(page.getByLabel(mv.code, { exact: true })).toHaveValue(board);
  await page.getByRole('button', { name: shell.common.cancel }).click();
  await expect(page.getByLabel(mv.code, { exact: true })).toHaveValue('');

  // VIP: the levels are shown; a malformed bar is refused in the form (nothing sent).
  await nav.getByRole('link', { name: vv.nav }).click();
  const rank1 = page.getByLabel(`${vv.cols.minDeposits} 1`, { exact: true });
  await expect(rank1).toBeVisible();
  await rank1.fill('12abc');
  await page.getByRole('button', { name: shell.common.save }).click();
  await expect(page.getByRole('alert')).toHaveText(vv.badRow.replace('{{n}}', '1'));
});
