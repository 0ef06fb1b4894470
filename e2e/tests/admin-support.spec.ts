import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';
import { TINY_PNG } from './helpers/images.js';
import { createMember, MEMBER_PASSWORD, signInAs } from './helpers/login-helpers.js';
import { memberCall } from './helpers/wallet-member.js';

test.describe.configure({ timeout: 180_000 });
// The password step answers 401 operator_totp_required once the operator has enrolled (the code step's signal).
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

const shell = adminTexts<{ common: Record<string, string>; table: Record<string, string> }>();
const sv = adminTexts<typeof import('../../apps/admin/src/features/support/locales/vi.json')>('support');
const kv = adminTexts<typeof import('../../apps/admin/src/features/kyc/locales/vi.json')>('kyc');
const rv = adminTexts<typeof import('../../apps/admin/src/features/safer-gambling/locales/vi.json')>('safer-gambling');

test('a support operator takes a player’s chat from the queue, answers with a canned reply and closes it; the player reads the answer (vi)', async ({
  page,
  request,
}) => {
  const member = await createMember('asc');
  await signInAs(page, 'vi', member.account, '/');
  const question = `Tôi chưa nhận được tiền nạp ${randomBytes(2).toString('hex')}`;
  await memberCall(page, request, 'POST', '/wps/support-chat/messages', { text: question });

  const op = await operatorWithTotp(request, 'support');
  const colleague = await operatorWithTotp(request, 'support');
  await signInToBackOffice(page, op);
  await page.getByRole('navigation').getByRole('link', { name: sv.nav }).click();

  // A canned reply first (Vietnamese: the back office's language).
  await page.getByRole('link', { name: sv.tabs.canned }).click();
  const cannedTitle = `Chào ${randomBytes(2).toString('hex')}`;
  const cannedText = 'Xin chào, bộ phận hỗ trợ đang kiểm tra giao dịch của bạn.';
  await page.getByLabel(sv.canned.title, { exact: true }).fill(cannedTitle);
  await page.getByLabel(sv.canned.text, { exact: true }).fill(cannedText);
  await page.getByRole('button', { name: shell.common.save }).click();
  await expect(page.getByTestId('canned-replies-row').filter({ hasText: cannedTitle })).toHaveCount(1);

  // The queue shows the player's conversation waiting, with the question as its last message.
  await page.getByRole('link', { name: sv.tabs.queue }).click();
  const row = page.getByTestId('support-queue-row').filter({ hasText: member.account });
  await expect(row).toContainText(question);
  await expect(row).toContainText(sv.states.waiting);
  await row.click();
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toHaveAttribute('data-sender', 'player');

  // Given to a colleague who answers the chat too (with no open conversation yet), then taken back.
  const colleagueOption = sv.assigneeOption.replace('{{name}}', colleague.username).replace('{{open}}', '0');
  await page.getByLabel(sv.assignTo).selectOption({ label: colleagueOption });
  await expect(page.getByTestId('conversation-state')).toContainText(`${sv.states.assigned} · ${colleague.username}`);
  await page.getByRole('button', { name: sv.assignToMe }).click();
  await expect(page.getByTestId('conversation-state')).toContainText(`${sv.states.assigned} · ${op.username}`);
  await page.getByLabel(sv.cannedPick).selectOption({ label: cannedTitle });
  await expect(page.getByRole('textbox', { name: sv.reply })).toHaveValue(cannedText);
  await page.getByRole('button', { name: sv.send, exact: true }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: cannedText })).toHaveAttribute(
    'data-sender',
    'operator',
  );
  // An image answer: uploaded with the operator's token, then shown from the operator's image endpoint.
  await page.getByLabel(sv.sendImage).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  const sentImage = page.locator('[data-testid="chat-message"][data-sender="operator"] img');
  await expect(sentImage).toBeVisible();
  expect(await sentImage.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  await page.getByRole('button', { name: sv.close }).click();
  await expect(page.getByTestId('conversation-state')).toContainText(sv.states.closed);
  await expect(page.getByRole('textbox', { name: sv.reply })).toBeDisabled();

  // The player reads the answer (the site's chat reads the same endpoint).
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const history = await request.get('/wps/support-chat/messages', { headers: { authorization: `Bearer ${token}` } });
  const items = ((await history.json()).value as { items: { sender: string; text: string | null }[] }).items;
  expect(items.map((m) => [m.sender, m.text])).toEqual([
    ['player', question],
    ['operator', cannedText],
    ['operator', null],
  ]);
});

async function sendKyc(request: APIRequestContext, token: string) {
  const res = await request.post('/wps/member/kyc/requests', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      level: 'basic',
      fullName: 'Trần Thị Bình',
      dateOfBirth: '1992-03-04',
      idNumber: '079092004321',
      images: { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a risk operator reviews a player’s identity documents and approves them, then lifts the player’s indefinite self-exclusion as the rules allow (vi)', async ({
  page,
  request,
}) => {
  const member = await createMember('akr');
  await signInAs(page, 'vi', member.account, '/');
  const playerToken = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  await sendKyc(request, playerToken);

  const op = await operatorWithTotp(request, 'risk');
  await signInToBackOffice(page, op);
  await page.getByRole('navigation').getByRole('link', { name: kv.nav }).click();
  await page.getByLabel(kv.account).fill(member.account);
  await page.getByRole('button', { name: shell.table.apply, exact: true }).click();
  const row = page.getByTestId('kyc-requests-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(kv.statuses.pending);
  await row.click();
  await expect(page.getByTestId('kyc-details')).toContainText('Trần Thị Bình');
  // The document is read with the operator's token and shown: a real decoded image.
  const img = page.getByTestId('kyc-document').locator('img');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  // A rejection needs a reason: the button stays off without one.
  await expect(page.getByRole('button', { name: kv.reject })).toBeDisabled();
  await page.getByRole('button', { name: kv.approve.replace('{{level}}', kv.levels.basic) }).click();
  await expect(page.getByTestId('kyc-details')).toContainText(kv.statuses.approved);
  const status = await request.get('/wps/member/kyc', { headers: { authorization: `Bearer ${playerToken}` } });
  expect(((await status.json()).value as { level: string }).level).toBe('basic');

  // The player excludes themself indefinitely; the operator sees it read-only and lifts it with a reason.
  const excluded = await request.post('/wps/rg/exclusion', {
    headers: { authorization: `Bearer ${playerToken}` },
    data: { kind: 'self_exclusion', length: 'indefinite', password: MEMBER_PASSWORD },
  });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  await page.getByRole('navigation').getByRole('link', { name: rv.nav }).click();
  await page.getByLabel(rv.account).fill(member.account);
  await page.getByRole('button', { name: rv.find }).click();
  await page
    .getByTestId('rg-found')
    .getByRole('button', { name: new RegExp(member.account) })
    .click();
  const exclusion = page.getByTestId('rg-exclusion');
  await expect(exclusion).toContainText(rv.exclusions.self_exclusion);
  await expect(exclusion).toContainText(rv.indefinite);
  const lift = page.getByRole('button', { name: rv.lift });
  await expect(lift).toBeDisabled();
  await page.getByLabel(rv.reason).fill('Người chơi gọi tổng đài yêu cầu, đã xác minh qua số điện thoại');
  await lift.click();
  await expect(exclusion).toContainText(rv.liftAt.split('{{')[0]!.trim());
  await expect(page.getByRole('button', { name: rv.lift })).toHaveCount(0);
});
