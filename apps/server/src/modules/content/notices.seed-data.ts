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
 * Promotions describe only what the site does today: no bonus, rebate, free spin, reward or gift is
 * advertised until the site pays it (issue 12; migrations 0156 and 0158 disable the older rows in databases
 * seeded before).
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
    key: 'promo-house-slot',
    type: 'PR',
    startDays: -7,
    endDays: 90,
    title: { vi: 'Kho Báu Rồng Vàng: kiểm chứng từng vòng quay', en: 'Golden Dragon Treasure: verify every spin' },
    content: {
      vi: '<p>Slot của nhà cái trong sảnh Nổ hũ: 20 dòng thanh toán, tỷ lệ hoàn trả lý thuyết (RTP) 96%, 3 Ngôi sao trở lên mở 10 lượt quay miễn phí ngay trong vòng đó, mọi tiền thắng ×3.</p><p>Mã băm của hạt giống máy chủ được công bố trước khi bạn quay; đổi hạt giống của bạn để lộ hạt giống cũ, rồi mở trang <a href="/house/slot/verify">Kiểm chứng</a> để tính lại bất kỳ vòng nào ngay trên trình duyệt.</p>',
      en: '<p>The house slot in the slots lobby: 20 paylines, a theoretical return to player (RTP) of 96%, and 3 or more Stars play 10 free spins within the same round, every win ×3.</p><p>The server seed’s hash is published before you spin; change your client seed to reveal the old server seed, then open the <a href="/house/slot/verify">Verify</a> page to recompute any round in your browser.</p>',
    },
    art: {
      vi: 'Kho Báu Rồng Vàng',
      en: 'Golden Dragon Treasure',
      subVi: 'Kiểm chứng từng vòng quay',
      subEn: 'Verify every spin',
      m: 'slot',
    },
  },
  {
    key: 'promo-house-dice',
    type: 'PR',
    startDays: -14,
    endDays: 120,
    title: { vi: 'Tài Xỉu Nhà Cái: một ván mỗi 45 giây', en: 'House Dice: a round every 45 seconds' },
    content: {
      vi: '<p><a href="/house/dice">Bàn Tài Xỉu của nhà cái</a> trong sảnh Casino trực tiếp mở một ván khoảng mỗi 45 giây: đặt Tài, Xỉu, tổng điểm hoặc bộ ba trước khi bàn khóa cược, kết quả và số dư cập nhật ngay khi xúc xắc mở.</p><p>Mỗi ván có hạt giống máy chủ riêng, được công bố sau khi mở bát; trang <a href="/house/dice/verify">Kiểm chứng</a> tính lại kết quả từ hạt giống đó.</p>',
      en: '<p>The <a href="/house/dice">house Sic Bo table</a> in the live casino lobby opens a round about every 45 seconds: bet Big, Small, a total or a triple before betting closes; the result and your balance update as soon as the dice are revealed.</p><p>Each round has its own server seed, published once the round is drawn; the <a href="/house/dice/verify">Verify</a> page recomputes the result from it.</p>',
    },
    art: {
      vi: 'Tài Xỉu Nhà Cái',
      en: 'House Dice',
      subVi: 'Một ván mỗi 45 giây',
      subEn: 'A round every 45 seconds',
      m: 'chips',
    },
  },
  {
    key: 'promo-auto-deposit',
    type: 'PR',
    startDays: -30,
    endDays: null,
    title: {
      vi: 'Nạp tiền tự động: VietQR, MoMo, ZaloPay, thẻ cào',
      en: 'Automatic deposits: VietQR, MoMo, ZaloPay, phone cards',
    },
    content: {
      vi: '<p>Quét mã VietQR bằng ứng dụng ngân hàng (nội dung chuyển khoản là mã tham chiếu của lệnh nạp), thanh toán bằng ví MoMo hoặc ZaloPay, hay nạp thẻ cào Viettel, Vinaphone, Mobifone: số dư được cộng tự động khi giao dịch được xác nhận, không cần gửi biên lai.</p><p>Thẻ cào được cộng theo mệnh giá trừ chiết khấu của nhà mạng, hiển thị trước khi bạn xác nhận.</p>',
      en: "<p>Scan the VietQR code with your banking app (the transfer message is the deposit's reference code), pay with MoMo or ZaloPay, or top up with a Viettel, Vinaphone or Mobifone phone card: your balance is credited automatically once the payment is confirmed, no receipt needed.</p><p>Phone cards are credited at face value less the carrier's discount, shown before you confirm.</p>",
    },
    art: {
      vi: 'Nạp tiền tự động',
      en: 'Automatic Deposits',
      subVi: 'VietQR, MoMo, ZaloPay, thẻ cào',
      subEn: 'VietQR, MoMo, ZaloPay, phone cards',
      m: 'phone',
    },
  },
  {
    key: 'promo-free-play',
    type: 'PR',
    startDays: -30,
    endDays: null,
    title: { vi: 'Chơi thử bằng tiền ảo', en: 'Free play with play money' },
    content: {
      vi: '<p>Chưa muốn đăng ký? Trên trang <a href="/login">Đăng nhập</a>, chọn <strong>Chơi thử</strong> để nhận ngay một tài khoản tạm với tiền ảo và thử slot Kho Báu Rồng Vàng hoặc bàn Tài Xỉu Nhà Cái.</p><p>Tiền ảo không có giá trị quy đổi: tài khoản chơi thử không nạp, rút hay nhận khuyến mãi được.</p>',
      en: '<p>Not ready to sign up? On the <a href="/login">Log in</a> page, choose <strong>Free play</strong> to get a temporary account with play money at once and try the Golden Dragon Treasure slot or the House Dice table.</p><p>Play money has no cash value: free-play accounts cannot deposit, withdraw or claim promotions.</p>',
    },
    art: {
      vi: 'Chơi thử miễn phí',
      en: 'Free Play',
      subVi: 'Tiền ảo, không cần đăng ký',
      subEn: 'Play money, no sign-up',
      m: 'star',
    },
  },
];
