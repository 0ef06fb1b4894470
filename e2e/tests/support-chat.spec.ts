import { expect, test } from '../fixtures.js';
import { operatorApi } from './helpers/cashier.js';
import { FAKE_PNG, TINY_PNG } from './helpers/images.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

/*
 * Support chat (issue 17 §6): on a phone, a player opens live chat from the customer-service bar, writes to
 * support, and the operator's reply (sent through the operator API) appears in the open window without a
 * reload, followed by the "seen" mark on the player's message; with the window closed, the next answer brings a
 * prompt that opens it.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a player chats with support on a phone: the reply arrives live (vi)', async ({ page, request }) => {
  const m = await createMember('chat');
  const socketReady = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/wps/live')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"ready"')) resolve();
      });
    }),
  );
  await signInAs(page, 'vi', m.account);
  await socketReady;

  // The rail is folded behind one button on phones; its live-chat entry opens the built-in chat window.
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('cs-chat').click();
  const chat = page.getByTestId('support-chat-window');
  await expect(chat).toBeVisible();
  await expect(chat).toContainText(text('vi', 'supportChat:title'));
  const box = await chat.boundingBox();
  expect(box?.width).toBe(360);

  const question = 'Em nạp 500.000 đ qua ngân hàng 10 phút chưa thấy cộng';
  await page.getByTestId('support-chat-input').fill(question);
  await page.getByTestId('support-chat-send').click();
  await expect(chat.locator('[data-testid="support-chat-message"][data-sender="player"]')).toContainText(question);
  await expect(page.getByTestId('support-chat-state')).toContainText(text('vi', 'supportChat:state.waiting'));

  // The operator finds it in the waiting queue and answers through the operator API.
  const op = await operatorApi(request);
  const queue = await op.call<{ items: { id: number; account: string }[] }>(
    'GET',
    '/wps/operator/support-chat/conversations?state=waiting&pageSize=100',
  );
  const conversation = queue.items.find((c) => c.account === m.account);
  expect(conversation, 'the conversation waits in the queue').toBeTruthy();
  const reply = 'Dạ, bộ phận kế toán đang kiểm tra giao dịch của anh ạ';
  await op.call('POST', `/wps/operator/support-chat/conversations/${conversation!.id}/messages`, { text: reply });

  await expect(chat.locator('[data-testid="support-chat-message"][data-sender="operator"]')).toContainText(reply, {
    timeout: 10_000,
  });
  // The operator reads the player's next message: the mark under it turns to "seen", live.
  await chat.getByTestId('support-chat-input').fill('Vâng, cảm ơn');
  await page.getByTestId('support-chat-send').click();
  await expect(chat.locator('[data-testid="support-chat-message"][data-sender="player"]')).toHaveCount(2);
  await op.call('POST', `/wps/operator/support-chat/conversations/${conversation!.id}/read`, {
    messageId: 999_999_999,
  });
  await expect(chat.getByTestId('support-chat-mark')).toContainText(text('vi', 'supportChat:seen'), {
    timeout: 10_000,
  });

  // An image: a file that only claims to be a PNG is refused by its content before it is sent; a real one goes.
  await chat.getByTestId('support-chat-file').setInputFiles(FAKE_PNG);
  await expect(chat.getByTestId('support-chat-problem')).toHaveText(text('vi', 'supportChat:imageType'));
  await chat
    .getByTestId('support-chat-file')
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(
    chat.locator('[data-testid="support-chat-message"][data-sender="player"]').getByTestId('support-chat-image'),
  ).toBeVisible();
  await expect(chat.getByTestId('support-chat-problem')).toHaveCount(0);

  // With the window closed, the next answer brings a prompt that opens it again, on the new message.
  await page.getByTestId('support-chat-close').click();
  await expect(chat).toBeHidden();
  const later = 'Giao dịch đã được cộng, anh kiểm tra lại số dư nhé';
  await op.call('POST', `/wps/operator/support-chat/conversations/${conversation!.id}/messages`, { text: later });
  const prompt = page.getByTestId('support-chat-reply-prompt');
  await expect(prompt).toContainText(text('vi', 'system:cs.replied'), { timeout: 10_000 });
  await prompt.click();
  await expect(chat.locator('[data-testid="support-chat-message"][data-sender="operator"]').last()).toContainText(
    later,
  );
});
