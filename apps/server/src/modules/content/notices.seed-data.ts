import type { ArtMotif } from '../media/index.js';

type Text = { vi: string; en: string };
export interface NoticeSeed {
  key: string;
  type: 'PL' | 'PU' | 'PR';
  title: Text;
  content: Text;
  /** Promotions: art headline per language and motif. */
  art?: { vi: string; en: string; subVi: string; subEn: string; m: ArtMotif };
  /** Window relative to the seed time, in days; end null = open-ended. */
  startDays: number;
  endDays: number | null;
}

const DAY = 86_400_000;
export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/**
 * Notices of every type: PL (scrolling bar), PU (popup), PR (promotions). One PL notice has already
 * ended and one starts next week, so the time-window filter is visible in the demo data.
 * No welcome bonus or automatic rebate is advertised until the site pays them (issue 12; migration 0156
 * disables those rows in databases seeded before).
 */
export const NOTICE_SEEDS: NoticeSeed[] = [
  {
    key: 'pl-welcome-site',
    type: 'PL',
    startDays: -30,
    endDays: null,
    title: { vi: 'Chào mừng đến với VN88 Club', en: 'Welcome to VN88 Club' },
    content: {
      vi: '<p>Chào mừng bạn đến với <strong>VN88 Club</strong> — sân chơi giải trí trực tuyến hàng đầu dành cho người Việt.</p>',
      en: '<p>Welcome to <strong>VN88 Club</strong>, the leading online entertainment venue for Vietnamese players.</p>',
    },
  },
  {
    key: 'pl-maintenance-saba',
    type: 'PL',
    startDays: -10,
    endDays: 60,
    title: { vi: 'Lịch bảo trì SABA Sports', en: 'SABA Sports maintenance schedule' },
    content: {
      vi: '<p>SABA Sports bảo trì định kỳ từ 11:00 đến 13:00 thứ Hai hằng tuần. Các cược đã đặt không bị ảnh hưởng.</p>',
      en: '<p>SABA Sports has scheduled maintenance every Monday from 11:00 to 13:00. Bets already placed are not affected.</p>',
    },
  },
  {
    key: 'pl-scam-warning',
    type: 'PL',
    startDays: -20,
    endDays: null,
    title: { vi: 'Cảnh báo lừa đảo', en: 'Scam warning' },
    content: {
      vi: '<p>VN88 Club <strong>không bao giờ</strong> yêu cầu bạn cung cấp mật khẩu hay mã OTP. Chỉ liên hệ qua kênh chăm sóc khách hàng chính thức trên trang.</p>',
      en: '<p>VN88 Club will <strong>never</strong> ask for your password or OTP code. Only contact us through the official customer-service channels on this site.</p>',
    },
  },
  {
    key: 'pl-momo',
    type: 'PL',
    startDays: -5,
    endDays: null,
    title: { vi: 'Nạp tiền qua MoMo và ZaloPay', en: 'Deposit with MoMo and ZaloPay' },
    content: {
      vi: '<p>Đã hỗ trợ nạp tiền qua ví MoMo và ZaloPay, ghi nhận trong 1 phút, miễn phí giao dịch.</p>',
      en: '<p>Deposits by MoMo and ZaloPay are now supported: credited within a minute, no fees.</p>',
    },
  },
  {
    key: 'pl-expired-tet',
    type: 'PL',
    startDays: -40,
    endDays: -1,
    title: { vi: 'Lì xì đầu năm đã kết thúc', en: 'New Year lucky money has ended' },
    content: {
      vi: '<p>Chương trình lì xì đầu năm đã kết thúc.</p>',
      en: '<p>The New Year lucky money event has ended.</p>',
    },
  },
  {
    key: 'pl-upcoming-cup',
    type: 'PL',
    startDays: 7,
    endDays: null,
    title: { vi: 'Sắp ra mắt: Siêu cúp bóng đá', en: 'Coming soon: Football Super Cup' },
    content: {
      vi: '<p>Siêu cúp bóng đá khởi tranh vào tuần sau.</p>',
      en: '<p>The Football Super Cup kicks off next week.</p>',
    },
  },
  {
    key: 'pu-bank-change',
    type: 'PU',
    startDays: -3,
    endDays: 30,
    title: { vi: 'Thay đổi tài khoản nhận tiền', en: 'Change of receiving accounts' },
    content: {
      vi: '<p>Từ hôm nay, tài khoản nhận tiền nạp được cập nhật tự động trên trang nạp tiền. Vui lòng <strong>không</strong> chuyển vào tài khoản cũ đã lưu.</p>',
      en: '<p>From today, receiving accounts are updated automatically on the deposit page. Please do <strong>not</strong> transfer to previously saved accounts.</p>',
    },
  },
  {
    key: 'promo-slot-week',
    type: 'PR',
    startDays: -7,
    endDays: 90,
    title: { vi: 'Tuần lễ nổ hũ: 50 vòng quay miễn phí', en: 'Slot week: 50 free spins' },
    content: {
      vi: '<p>Mỗi thứ Sáu, cược slot từ 1.000.000 ₫ trong tuần để nhận 50 vòng quay miễn phí trên PG Soft.</p>',
      en: '<p>Every Friday, wager 1,000,000 ₫ on slots during the week to receive 50 free spins on PG Soft.</p>',
    },
    art: { vi: 'Tuần lễ nổ hũ', en: 'Slot Week', subVi: '50 vòng quay miễn phí', subEn: '50 free spins', m: 'slot' },
  },
  {
    key: 'promo-parlay',
    type: 'PR',
    startDays: -14,
    endDays: 120,
    title: { vi: 'Bảo hiểm cược xiên thể thao', en: 'Sports parlay insurance' },
    content: {
      vi: '<p>Cược xiên từ 4 trận trở lên, trượt đúng một trận được hoàn 100% tiền cược, tối đa 2.000.000 ₫.</p>',
      en: '<p>On parlays of 4 or more matches, miss exactly one leg and get 100% of the stake back, up to 2,000,000 ₫.</p>',
    },
    art: {
      vi: 'Bảo hiểm cược xiên',
      en: 'Parlay Insurance',
      subVi: 'Hoàn 100% tiền cược',
      subEn: '100% stake back',
      m: 'ball',
    },
  },
  {
    key: 'promo-referral',
    type: 'PR',
    startDays: -30,
    endDays: null,
    title: { vi: 'Giới thiệu bạn bè nhận 50.000 ₫', en: 'Refer a friend, get 50,000 ₫' },
    content: {
      vi: '<p>Mỗi người bạn đăng ký bằng mã giới thiệu của bạn và nạp từ 200.000 ₫, bạn nhận 50.000 ₫.</p>',
      en: '<p>For every friend who signs up with your referral code and deposits 200,000 ₫ or more, you receive 50,000 ₫.</p>',
    },
    art: {
      vi: 'Giới thiệu bạn bè',
      en: 'Refer a Friend',
      subVi: 'Nhận 50.000 ₫ mỗi người',
      subEn: '50,000 ₫ per friend',
      m: 'coins',
    },
  },
  {
    key: 'promo-birthday',
    type: 'PR',
    startDays: -30,
    endDays: null,
    title: { vi: 'Quà sinh nhật đến 1.888.000 ₫', en: 'Birthday gift up to 1,888,000 ₫' },
    content: {
      vi: '<p>Thành viên VIP 1 trở lên nhận quà sinh nhật theo cấp độ, nhận trong tháng sinh nhật.</p>',
      en: '<p>Members of VIP 1 and above receive a birthday gift by level, claimable during their birthday month.</p>',
    },
    art: { vi: 'Quà sinh nhật', en: 'Birthday Gift', subVi: 'Đến 1.888.000 ₫', subEn: 'Up to 1,888,000 ₫', m: 'gift' },
  },
];
