import type { PromotionInput } from '@app/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { findPromotionByCode, insertPromotion } from '../promotions.repository.js';
import { insertPrizes, type PrizeInput } from './raffle.repository.js';

export const DEMO_RAFFLE_CODE = 'lucky-wheel';

const VND = 100; // minor units per đồng

const rules = {
  vi: `<p>Mỗi ngày, cứ <strong>1.000.000 ₫ nạp</strong> hoặc <strong>5.000.000 ₫ tiền cược</strong> đã kết toán được 1 vé quay, tối đa 10 vé/ngày.</p>
<ul><li>Mỗi lượt quay dùng 1 vé; giải tiền mặt được cộng ngay vào ví.</li>
<li>Giải tiền thưởng cần cược đủ 3 lần số tiền thưởng trước khi rút.</li>
<li>Vé hết hạn khi hết ngày (giờ Việt Nam). Giải có số lượng giới hạn sẽ không còn xuất hiện khi đã hết.</li>
<li>Mọi lượt quay đều minh bạch: bạn có thể kiểm chứng từng kết quả.</li></ul>`,
  en: `<p>Every day, each <strong>1,000,000 ₫ deposited</strong> or <strong>5,000,000 ₫ of settled bets</strong> earns 1 spin ticket, up to 10 tickets a day.</p>
<ul><li>Each spin uses 1 ticket; cash prizes are credited to your wallet at once.</li>
<li>Bonus prizes must be wagered 3 times before they can be withdrawn.</li>
<li>Tickets expire at the end of the day (Vietnam time). A limited prize leaves the wheel once it is gone.</li>
<li>Every spin is provably fair: you can verify each result.</li></ul>`,
};

/** The demo wheel's promotion: daily tickets, paid from the reward centre like every promotion. */
const demoRaffle = (at: Date): PromotionInput => ({
  code: DEMO_RAFFLE_CODE,
  kind: 'raffle',
  category: 'raffle',
  content: {
    vi: {
      title: 'Vòng quay may mắn mỗi ngày',
      summary: 'Nạp hoặc cược để nhận vé, quay trúng đến 888.888 ₫.',
      rulesHtml: rules.vi,
      imageUrl: '',
    },
    en: {
      title: 'Daily lucky wheel',
      summary: 'Deposit or bet to earn tickets; spin to win up to 888,888 ₫.',
      rulesHtml: rules.en,
      imageUrl: '',
    },
  },
  visibleFrom: at.toISOString(),
  visibleUntil: null,
  activeFrom: at.toISOString(),
  activeUntil: null,
  eligibility: {},
  period: 'daily',
  entryMode: 'automatic',
  reward: {
    type: 'external',
    config: { depositPer: 1_000_000 * VND, turnoverPer: 5_000_000 * VND, maxTickets: 10 },
  },
  // Bonus slices only: 3× the bonus, slots in full, live 10 %, lotteries not at all.
  wagering: {
    multiplierTenths: 30,
    base: 'bonus',
    weights: { RNG: 100, FISH: 100, LIVE: 10, LOTT: 0, ELOTT: 0 },
    defaultWeight: 50,
  },
  limits: {},
  sort: 5,
});

const name = (vi: string, en: string) => ({ vi, en });

/** Eight slices, in wheel order; the two largest are limited (they leave the wheel once gone). */
export const DEMO_PRIZES: readonly PrizeInput[] = [
  { kind: 'cash', amount: 8_888 * VND, names: name('8.888 ₫', '8,888 ₫'), weight: 300, stock: null },
  { kind: 'none', amount: 0, names: name('Chúc may mắn', 'Better luck'), weight: 250, stock: null },
  { kind: 'cash', amount: 18_888 * VND, names: name('18.888 ₫', '18,888 ₫'), weight: 200, stock: null },
  { kind: 'bonus', amount: 50_000 * VND, names: name('Thưởng 50K', '50K bonus'), weight: 120, stock: null },
  { kind: 'cash', amount: 88_888 * VND, names: name('88.888 ₫', '88,888 ₫'), weight: 80, stock: null },
  { kind: 'none', amount: 0, names: name('Thêm lượt sau', 'Next time'), weight: 40, stock: null },
  { kind: 'bonus', amount: 188_888 * VND, names: name('Thưởng 188K', '188K bonus'), weight: 8, stock: 50 },
  { kind: 'cash', amount: 888_888 * VND, names: name('888.888 ₫', '888,888 ₫'), weight: 2, stock: 5 },
];

/** Loads the demo lucky wheel once (idempotent: an existing 'lucky-wheel' promotion is left as it is). */
export async function seedRaffle(db: Db, clock: Clock): Promise<void> {
  const at = clock.now();
  // Running from the start of the seed's day, so a fresh demo has a wheel today.
  const from = new Date(at.getTime() - 86_400_000);
  const promotion =
    (await insertPromotion(db, demoRaffle(from), at, true)) ?? (await findPromotionByCode(db, DEMO_RAFFLE_CODE));
  if (promotion?.kind === 'raffle') await insertPrizes(db, promotion.id, DEMO_PRIZES);
}
