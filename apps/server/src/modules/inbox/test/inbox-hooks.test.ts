import { beforeAll, describe, expect, it } from 'vitest';
import {
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  requestBank,
} from '../../deposits/test/deposits.fixtures.js';

/*
 * The system messages other modules write through sendSystemMessage, end to end on the real database: a
 * credited deposit (once, even when the confirmation is repeated), the VIP level it reaches, and the level-up
 * bonus claimed from the reward centre ("bonus paid"), each in the member's stored language.
 */
let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});

type Row = { template: string; title: Record<string, string>; body: Record<string, string> };
const messagesOf = (memberId: number) =>
  h.db<Row[]>`SELECT m.template, m.title, m.body FROM inbox_messages m
    JOIN inbox_deliveries d ON d.message_id = m.id WHERE d.member_id = ${memberId} ORDER BY m.id`;

describe('system messages from the money modules', () => {
  it('deposit credited, VIP level up and bonus paid, once each, in the member language', async () => {
    const m = await memberWithSession(h);
    const lang = await h.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: m.auth,
      payload: { language: 'en' },
    });
    expect(lang.statusCode, lang.body).toBe(200);
    const req = await requestBank(h, m, 200_000_000);
    expect(req.statusCode, req.body).toBe(200);
    const id = req.json().value.id as number;
    expect((await confirm(h, id)).statusCode).toBe(200);
    await confirm(h, id);

    const after = await messagesOf(m.id);
    expect(after.map((r) => r.template)).toEqual(['vip_level_up', 'deposit_credited']);
    expect(after[0]!.title).toEqual({ en: 'VIP level up' });
    expect(after[0]!.body.en).toContain('VIP 1');
    expect(after[1]!.title).toEqual({ en: 'Deposit credited' });
    expect(after[1]!.body.en).toContain('2,000,000.00 ₫');
    const unread = await h.app.inject({ url: '/wps/member/messages/unread-count', headers: m.auth });
    expect(unread.json().value).toEqual({ unreadMessage: 2 });

    // The level-up bonus is waiting in the reward centre: claiming it pays it and says so in the inbox.
    const rewards = await h.app.inject({ url: '/wps/member/rewards?status=claim', headers: m.auth });
    expect(rewards.statusCode, rewards.body).toBe(200);
    const [reward] = rewards.json().value.items;
    const claim = await h.app.inject({
      method: 'POST',
      url: `/wps/member/rewards/${reward.id}/claim`,
      headers: m.auth,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const paid = (await messagesOf(m.id)).filter((r) => r.template === 'bonus_paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.en).toContain('28,000.00 ₫');
  });
});
