import type { CashbackConfig, PromotionInput, RebateConfig } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { findPromotionByCode, insertPromotion } from './promotions.repository.js';

const VND = 100; // minor units per đồng

const text = (title: string, summary: string, rulesHtml: string) => ({ title, summary, rulesHtml, imageUrl: '' });

/** Daily rebate: the rates and cap its text states (rebate.seed.unit.test.ts holds the text to them). */
export const DEMO_REBATE: RebateConfig = {
  rates: { RNG: 100, FISH: 100, LIVE: 80, SPORTS: 80, ESPORTS: 80, LOTT: 50, ELOTT: 50 },
  cap: 5_000_000 * VND,
  minPayout: 1_000 * VND,
};

/** Weekly cashback: 5 % of a net loss from 500,000 ₫, up to 2,000,000 ₫. */
export const DEMO_CASHBACK: CashbackConfig = { rateBp: 500, minLoss: 500_000 * VND, cap: 2_000_000 * VND };

export function demoPeriodPromotions(at: Date): PromotionInput[] {
  const since = new Date(at.getTime() - 86_400_000).toISOString();
  const common = { visibleFrom: since, visibleUntil: null, activeFrom: since, activeUntil: null, limits: {} };
  return [
    {
      ...common,
      code: 'daily-rebate',
      kind: 'rebate',
      category: 'rebate',
      content: {
        vi: text(
          'Hoàn trả mỗi ngày đến 1%',
          'Mỗi ngày nhận lại đến 1% tổng cược hợp lệ, tối đa 5.000.000 ₫, không yêu cầu doanh cược.',
          '<p>Tổng cược hợp lệ của mỗi ngày (giờ Việt Nam, các cược đã kết thúc bằng tiền thật) được hoàn trả theo sản phẩm:</p>' +
            '<ul><li>Slot, bắn cá: <strong>1%</strong></li><li>Casino trực tiếp, thể thao, thể thao điện tử: <strong>0,8%</strong></li>' +
            '<li>Xổ số: <strong>0,5%</strong></li><li>Sản phẩm khác: 0%</li></ul>' +
            '<p>Tối đa <strong>5.000.000 ₫</strong> mỗi ngày; khoản dưới 1.000 ₫ không được trả. Tiền hoàn trả vào Trung tâm nhận thưởng sau 00:15 ngày hôm sau, nhận trong 72 giờ. Không yêu cầu doanh cược.</p>',
        ),
        en: text(
          'Daily rebate up to 1%',
          'Get back up to 1% of your valid turnover every day, up to 5,000,000 ₫, with no wagering.',
          "<p>Each day's valid turnover (Vietnam time, real-money bets once settled) earns a rebate by product:</p>" +
            '<ul><li>Slots, fishing: <strong>1%</strong></li><li>Live casino, sports, e-sports: <strong>0.8%</strong></li>' +
            '<li>Lottery: <strong>0.5%</strong></li><li>Other products: 0%</li></ul>' +
            '<p>Up to <strong>5,000,000 ₫</strong> a day; amounts under 1,000 ₫ are not paid. The rebate reaches the Reward centre after 00:15 the next day; claim it within 72 hours. No wagering.</p>',
        ),
      },
      eligibility: {},
      period: 'daily',
      entryMode: 'claim',
      reward: { type: 'external', config: DEMO_REBATE },
      wagering: null,
      sort: 4,
    },
    {
      ...common,
      code: 'weekly-cashback',
      kind: 'cashback',
      category: 'rebate',
      content: {
        vi: text(
          'Hoàn tiền thua 5% mỗi tuần',
          'Thua ròng từ 500.000 ₫ trong tuần được hoàn 5%, tối đa 2.000.000 ₫, tự động vào ví.',
          '<p>Thua ròng của tuần (thứ Hai 00:00 đến Chủ nhật 24:00 giờ Việt Nam) = tổng cược − tổng thắng của các cược tiền thật đã kết thúc.</p>' +
            '<p>Từ <strong>500.000 ₫</strong> thua ròng, bạn được hoàn <strong>5%</strong>, tối đa <strong>2.000.000 ₫</strong>, cộng tự động vào ví sau 00:15 thứ Hai. Tuần thắng không có hoàn tiền. Không yêu cầu doanh cược.</p>',
        ),
        en: text(
          '5% weekly cashback on net losses',
          'A net loss of 500,000 ₫ or more in a week earns 5% back, up to 2,000,000 ₫, paid to your wallet.',
          "<p>A week's net loss (Monday 00:00 to Sunday 24:00, Vietnam time) = stakes − wins of your settled real-money bets.</p>" +
            '<p>From <strong>500,000 ₫</strong> of net loss you get <strong>5%</strong> back, up to <strong>2,000,000 ₫</strong>, paid to your wallet after 00:15 on Monday. A winning week earns none. No wagering.</p>',
        ),
      },
      eligibility: {},
      period: 'weekly',
      entryMode: 'automatic',
      reward: { type: 'external', config: DEMO_CASHBACK },
      wagering: null,
      sort: 5,
    },
  ];
}

/** The demo rebate and cashback (idempotent: a promotion whose code exists is left as the operator has it). */
export async function seedRebatePromotions(db: Db, clock: Clock): Promise<void> {
  const at = clock.now();
  for (const p of demoPeriodPromotions(at)) {
    if (await findPromotionByCode(db, p.code)) continue;
    await insertPromotion(db, p, at, true);
  }
}
