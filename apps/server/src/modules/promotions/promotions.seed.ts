import type { PromotionInput } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { findPromotionByCode, insertPromotion } from './promotions.repository.js';
import { seedRebatePromotions } from './rebate.seed.js';

const VND = 100; // minor units per đồng

const text = (title: string, summary: string, rulesHtml: string) => ({ title, summary, rulesHtml, imageUrl: '' });

/**
 * The demo promotions: each pays exactly what its text says, through the engine (first-login bonus,
 * first-deposit bonus with wagering, daily sign-in). The rebate and raffle parts seed their own.
 */
function demoPromotions(at: Date): PromotionInput[] {
  const since = new Date(at.getTime() - 86_400_000).toISOString();
  const common = { visibleFrom: since, visibleUntil: null, activeFrom: since, activeUntil: null, limits: {}, sort: 0 };
  return [
    {
      ...common,
      code: 'first-login-bonus',
      kind: 'first_login',
      category: 'new',
      content: {
        vi: text(
          'Thưởng đăng nhập lần đầu 18.000 ₫',
          'Tài khoản mới nhận ngay 18.000 ₫ khi đăng nhập lần đầu.',
          '<p>Tài khoản đăng ký trong 7 ngày gần đây nhận <strong>18.000 ₫</strong> một lần duy nhất.</p><ul><li>Phần thưởng xuất hiện trong Trung tâm phần thưởng sau lần đăng nhập đầu tiên; nhận trong 72 giờ.</li><li>Không yêu cầu doanh số cược.</li><li>Mỗi tài khoản chỉ nhận một lần.</li></ul>',
        ),
        en: text(
          '18,000 ₫ first-login bonus',
          'New accounts get 18,000 ₫ at their first login.',
          '<p>Accounts registered in the last 7 days get <strong>18,000 ₫</strong>, once.</p><ul><li>The reward appears in the Reward centre after your first login; claim it within 72 hours.</li><li>No wagering required.</li><li>One per account.</li></ul>',
        ),
      },
      eligibility: { newPlayersDays: 7 },
      period: 'once',
      entryMode: 'claim',
      reward: { type: 'fixed', amount: 18_000 * VND },
      wagering: null,
      sort: 1,
    },
    {
      ...common,
      code: 'first-deposit-100',
      kind: 'deposit_bonus',
      category: 'deposit',
      content: {
        vi: text(
          'Thưởng 100% nạp đầu đến 1.000.000 ₫',
          'Nạp lần đầu từ 100.000 ₫, nhận thêm 100% tối đa 1.000.000 ₫.',
          '<p>Lần nạp đầu tiên từ <strong>100.000 ₫</strong> được thưởng <strong>100%</strong> số tiền nạp, tối đa <strong>1.000.000 ₫</strong>.</p><ul><li>Phần thưởng vào Trung tâm phần thưởng ngay khi tiền nạp được ghi có; nhận trong 72 giờ.</li><li>Cần cược <strong>3 lần tiền thưởng</strong> trước khi rút: nổ hũ và bắn cá tính 100%, casino trực tuyến 10%, xổ số 0%, trò chơi khác 50%.</li><li>Có thể từ bỏ tiền thưởng bất cứ lúc nào; phần tiền thưởng còn lại sẽ bị thu hồi.</li></ul>',
        ),
        en: text(
          '100% first-deposit bonus up to 1,000,000 ₫',
          'Deposit 100,000 ₫ or more for the first time and get 100% more, up to 1,000,000 ₫.',
          '<p>Your first deposit of <strong>100,000 ₫</strong> or more earns a <strong>100%</strong> bonus, up to <strong>1,000,000 ₫</strong>.</p><ul><li>The bonus appears in the Reward centre as soon as the deposit is credited; claim it within 72 hours.</li><li>Wager <strong>3× the bonus</strong> before withdrawing: slots and fishing count 100%, live casino 10%, lotteries 0%, other games 50%.</li><li>You may forfeit the bonus at any time; what is left of it is taken back.</li></ul>',
        ),
      },
      eligibility: { deposit: 'first' },
      period: 'once',
      entryMode: 'claim',
      reward: { type: 'percent', percentBp: 10_000, cap: 1_000_000 * VND, minDeposit: 100_000 * VND },
      wagering: {
        multiplierTenths: 30,
        base: 'bonus',
        weights: { RNG: 100, FISH: 100, LIVE: 10, LOTT: 0, ELOTT: 0 },
        defaultWeight: 50,
      },
      sort: 2,
    },
    {
      ...common,
      code: 'daily-signin',
      kind: 'signin',
      category: 'daily',
      content: {
        vi: text(
          'Điểm danh mỗi ngày',
          'Điểm danh liên tục để nhận thưởng tăng dần đến 20.000 ₫ mỗi ngày.',
          '<p>Mỗi ngày (giờ Việt Nam) điểm danh một lần để nhận thưởng theo chuỗi ngày liên tiếp: ngày 1: 1.000 ₫, ngày 2: 2.000 ₫, ngày 3: 3.000 ₫, ngày 4: 5.000 ₫, ngày 5: 8.000 ₫, ngày 6: 10.000 ₫, từ ngày 7: 20.000 ₫.</p><ul><li>Bỏ lỡ một ngày, chuỗi bắt đầu lại từ ngày 1.</li><li>Thưởng được cộng ngay, không yêu cầu doanh số cược.</li></ul>',
        ),
        en: text(
          'Daily sign-in',
          'Sign in every day for a growing reward, up to 20,000 ₫ a day.',
          '<p>Sign in once each day (Vietnam time) for a reward that grows with your streak: day 1: 1,000 ₫, day 2: 2,000 ₫, day 3: 3,000 ₫, day 4: 5,000 ₫, day 5: 8,000 ₫, day 6: 10,000 ₫, day 7 on: 20,000 ₫.</p><ul><li>Miss a day and the streak starts again at day 1.</li><li>Paid at once, no wagering required.</li></ul>',
        ),
      },
      eligibility: {},
      period: 'daily',
      entryMode: 'signin',
      reward: { type: 'streak', amounts: [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 20_000].map((v) => v * VND) },
      wagering: null,
      sort: 3,
    },
  ];
}

/** Idempotent: a promotion whose code exists is left as the operator has it. */
export async function seedPromotions(db: Db, clock: Clock): Promise<void> {
  const at = clock.now();
  for (const p of demoPromotions(at)) {
    if (await findPromotionByCode(db, p.code)) continue;
    await insertPromotion(db, p, at, true);
  }
  // Parts built on the engine add their demo seeds here (promo-rebate, promo-raffle).
  await seedRebatePromotions(db, clock);
}
