import type { BannerGroupNames, LinkageType } from '@app/contracts';
import type { ArtMotif } from '../media/index.js';

type Copy = { t: string; s: string; c: string };
export interface BannerSeed {
  key: string;
  group: (typeof BannerGroupNames)[number];
  m: ArtMotif;
  vi: Copy;
  en: Copy;
  /** For PROMO the target is a promotion notice's seed key, replaced by its id when seeding. */
  link?: [Exclude<LinkageType, 'NONE'>, string];
}

const vi = (t: string, s: string, c = 'Tham gia ngay'): Copy => ({ t, s, c });
const en = (t: string, s: string, c = 'Join now'): Copy => ({ t, s, c });

/**
 * Banners for every group of BannerGroupNames; 'help' has exactly one (no autoplay). They promise no
 * bonus, rebate, free spin, prize or gift the site does not pay (issue 12; migrations 0156 and 0158 disable
 * the older rows in databases seeded before).
 */
export const BANNER_SEEDS: BannerSeed[] = [
  // home
  {
    key: 'home-football',
    group: 'home',
    m: 'ball',
    link: ['ROUTE', '/sports'],
    vi: vi('Siêu cúp bóng đá 2026', 'Tỷ lệ cược cao nhất thị trường', 'Cược ngay'),
    en: en('Football Super Cup 2026', 'The best odds on the market', 'Bet now'),
  },
  {
    key: 'home-app',
    group: 'home',
    m: 'phone',
    link: ['ROUTE', '/download'],
    vi: vi('Tải ứng dụng VN88 Club', 'Chơi mượt mà mọi lúc, mọi nơi', 'Tải về'),
    en: en('Get the VN88 Club app', 'Smooth play anytime, anywhere', 'Download'),
  },
  {
    key: 'home-house-dice',
    group: 'home',
    m: 'chips',
    link: ['PROMO', 'promo-house-dice'],
    vi: vi('Tài Xỉu Nhà Cái', 'Một ván mỗi 45 giây, kiểm chứng từng kết quả', 'Xem chi tiết'),
    en: en('House Dice', 'A round every 45 seconds, every result verifiable', 'See details'),
  },
  // rng
  {
    key: 'rng-pg',
    group: 'rng',
    m: 'slot',
    link: ['ROUTE', '/rng?page=PG'],
    vi: vi('Slot PG Soft', 'Những tựa game nổ hũ quen thuộc', 'Quay ngay'),
    en: en('PG Soft Slots', 'Familiar slot titles', 'Spin now'),
  },
  {
    key: 'rng-house-slot',
    group: 'rng',
    m: 'star',
    link: ['PROMO', 'promo-house-slot'],
    vi: vi('Kho Báu Rồng Vàng', 'Slot nhà cái, kiểm chứng từng vòng quay', 'Xem chi tiết'),
    en: en('Golden Dragon Treasure', 'The house slot: verify every spin', 'See details'),
  },
  {
    key: 'rng-pragmatic',
    group: 'rng',
    m: 'coins',
    link: ['ROUTE', '/rng?page=PP'],
    vi: vi('Slot Pragmatic Play', 'Các tựa game Pragmatic Play trong sảnh Nổ hũ', 'Chơi ngay'),
    en: en('Pragmatic Play Slots', 'Pragmatic Play titles in the slots lobby', 'Play now'),
  },
  // live
  {
    key: 'live-casino',
    group: 'live',
    m: 'cards',
    link: ['ROUTE', '/live'],
    vi: vi('Casino trực tiếp', 'Dealer chuyên nghiệp, livestream 4K sắc nét', 'Vào sảnh'),
    en: en('Live Casino', 'Professional dealers in crisp 4K streams', 'Enter lobby'),
  },
  {
    key: 'live-tables',
    group: 'live',
    m: 'chips',
    link: ['ROUTE', '/live'],
    vi: vi('Baccarat, Roulette, Tài Xỉu', 'Hàng trăm bàn chơi mở cửa 24/7', 'Chọn bàn'),
    en: en('Baccarat, Roulette, Sic Bo', 'Hundreds of tables open 24/7', 'Pick a table'),
  },
  // fish
  {
    key: 'fish-games',
    group: 'fish',
    m: 'fish',
    link: ['ROUTE', '/fish'],
    vi: vi('Bắn cá', 'Săn cá và boss trong các phòng bắn cá', 'Săn ngay'),
    en: en('Fishing Games', 'Hunt fish and bosses in the fishing rooms', 'Hunt now'),
  },
  {
    key: 'fish-jili-lobby',
    group: 'fish',
    m: 'coins',
    link: ['ROUTE', '/fish?page=JILI'],
    vi: vi('Bắn cá JILI', 'Các phòng bắn cá của JILI', 'Vào sảnh'),
    en: en('JILI Fishing', "JILI's fishing rooms", 'Enter lobby'),
  },
  // pvp
  {
    key: 'pvp-tienlen',
    group: 'pvp',
    m: 'cards',
    link: ['ROUTE', '/pvp'],
    vi: vi('Tiến lên miền Nam', 'Đấu trí cùng hàng nghìn cao thủ', 'Vào bàn'),
    en: en('Tien Len', 'Match wits with thousands of players', 'Take a seat'),
  },
  {
    key: 'pvp-tables',
    group: 'pvp',
    m: 'trophy',
    vi: vi('Poker và bài đối kháng', 'Poker Texas, Phỏm, Mậu Binh, Sâm Lốc'),
    en: en('Poker and Card Duels', "Texas Hold'em, Phom, Mau Binh, Sam Loc"),
  },
  // sports
  {
    key: 'sports-main',
    group: 'sports',
    m: 'ball',
    link: ['ROUTE', '/sports'],
    vi: vi('Cá cược thể thao', 'Hơn 5.000 trận đấu mỗi ngày', 'Cược ngay'),
    en: en('Sports Betting', 'Over 5,000 matches every day', 'Bet now'),
  },
  {
    key: 'sports-parlays',
    group: 'sports',
    m: 'shield',
    link: ['ROUTE', '/sports'],
    vi: vi('Cược xiên', 'Kết hợp nhiều trận trong một phiếu cược', 'Cược ngay'),
    en: en('Parlays', 'Several matches on one bet slip', 'Bet now'),
  },
  {
    key: 'sports-epl',
    group: 'sports',
    m: 'trophy',
    link: ['URL', 'https://www.premierleague.com'],
    vi: vi('Ngoại hạng Anh', 'Trực tiếp mọi vòng đấu', 'Xem lịch'),
    en: en('Premier League', 'Every round, live', 'Fixtures'),
  },
  // esports
  {
    key: 'esports-main',
    group: 'esports',
    m: 'controller',
    link: ['ROUTE', '/esports'],
    vi: vi('Thể thao điện tử', 'Liên Minh Huyền Thoại, Dota 2, CS2, Valorant', 'Cược ngay'),
    en: en('Esports', 'League of Legends, Dota 2, CS2, Valorant', 'Bet now'),
  },
  {
    key: 'esports-worlds',
    group: 'esports',
    m: 'trophy',
    vi: vi('Chung kết thế giới', 'Kèo đặc biệt cho từng bản đồ'),
    en: en('World Championship', 'Special markets on every map'),
  },
  // elott
  {
    key: 'elott-fast',
    group: 'elott',
    m: 'lotto',
    link: ['ROUTE', '/elott'],
    vi: vi('Xổ số siêu tốc', 'Quay thưởng mỗi 60 giây', 'Chơi ngay'),
    en: en('Express Lottery', 'A draw every 60 seconds', 'Play now'),
  },
  {
    key: 'elott-3mien-schedule',
    group: 'elott',
    m: 'star',
    link: ['ROUTE', '/vnlottery'],
    vi: vi('Xổ số ba miền', 'Lịch quay và kết quả miền Bắc, Trung, Nam', 'Xem lịch'),
    en: en('Vietnam Lottery', 'Draw schedules and results, North to South', 'Schedule'),
  },
  // cockfight
  {
    key: 'cockfight-live',
    group: 'cockfight',
    m: 'rooster',
    link: ['ROUTE', '/cockfight'],
    vi: vi('Đá gà trực tiếp', 'Thomo và Philippines mỗi ngày', 'Xem ngay'),
    en: en('Live Cockfight', 'Thomo and the Philippines, every day', 'Watch now'),
  },
  {
    key: 'cockfight-vendors',
    group: 'cockfight',
    m: 'rooster',
    link: ['ROUTE', '/cockfight'],
    vi: vi('DS88, DIG và WS168', 'Ba nhà cung cấp, một tài khoản', 'Vào sảnh'),
    en: en('DS88, DIG and WS168', 'Three providers, one account', 'Enter lobby'),
  },
  // promotions
  {
    key: 'promotions-auto-deposit',
    group: 'promotions',
    m: 'phone',
    link: ['PROMO', 'promo-auto-deposit'],
    vi: vi('Nạp tiền tự động', 'VietQR, MoMo, ZaloPay và thẻ cào', 'Xem chi tiết'),
    en: en('Automatic Deposits', 'VietQR, MoMo, ZaloPay and phone cards', 'See details'),
  },
  {
    key: 'promotions-free-play',
    group: 'promotions',
    m: 'star',
    link: ['PROMO', 'promo-free-play'],
    vi: vi('Chơi thử bằng tiền ảo', 'Không cần đăng ký, không cần nạp tiền', 'Xem chi tiết'),
    en: en('Free Play', 'No sign-up, no deposit: play money only', 'See details'),
  },
  // pointMall
  {
    key: 'pointmall-soon',
    group: 'pointMall',
    m: 'gift',
    link: ['ROUTE', '/pointMall'],
    vi: vi('Cửa hàng điểm thưởng', 'Đổi điểm lấy tiền mặt và vé vòng quay may mắn', 'Đổi ngay'),
    en: en('Points Shop', 'Redeem points for cash and lucky-wheel tickets', 'Redeem now'),
  },
  {
    key: 'pointmall-house-games',
    group: 'pointMall',
    m: 'star',
    link: ['PROMO', 'promo-house-slot'],
    vi: vi('Trò chơi kiểm chứng được', 'Slot và Tài Xỉu của nhà cái, xem lại mọi kết quả', 'Xem chi tiết'),
    en: en('Games You Can Verify', 'The house slot and dice: recheck every result', 'See details'),
  },
  // help: exactly one banner, so the carousel must not autoplay
  {
    key: 'help-center',
    group: 'help',
    m: 'shield',
    vi: vi('Trung tâm trợ giúp', 'Giải đáp mọi thắc mắc 24/7', 'Liên hệ'),
    en: en('Help Centre', 'Answers to every question, 24/7', 'Contact us'),
  },
  // register
  {
    key: 'register-fast',
    group: 'register',
    m: 'phone',
    vi: vi('Mở tài khoản 30 giây', 'Chỉ cần số điện thoại', 'Đăng ký'),
    en: en('Open an Account in 30s', 'All you need is a phone number', 'Sign up'),
  },
  {
    key: 'register-sms',
    group: 'register',
    m: 'shield',
    vi: vi('Xác minh bằng mã SMS', 'Số điện thoại của bạn bảo vệ tài khoản', 'Đăng ký'),
    en: en('Verified by SMS Code', 'Your phone number protects your account', 'Sign up'),
  },
  // w_login
  {
    key: 'login-secure',
    group: 'w_login',
    m: 'shield',
    vi: vi('Bảo mật nhiều lớp', 'Tài khoản và số dư luôn an toàn', 'Tìm hiểu'),
    en: en('Layered Security', 'Your account and balance stay safe', 'Learn more'),
  },
  {
    key: 'login-sms',
    group: 'w_login',
    m: 'phone',
    vi: vi('Đăng nhập bằng mã SMS', 'Không cần nhớ mật khẩu', 'Đăng nhập'),
    en: en('Log In with an SMS Code', 'No password to remember', 'Log in'),
  },
  // w_forget
  {
    key: 'forget-recover',
    group: 'w_forget',
    m: 'shield',
    vi: vi('Lấy lại mật khẩu', 'Nhanh chóng qua số điện thoại hoặc email', 'Bắt đầu'),
    en: en('Recover Your Password', 'Quickly by phone or email', 'Start'),
  },
  {
    key: 'forget-support',
    group: 'w_forget',
    m: 'phone',
    vi: vi('Cần trợ giúp?', 'Chăm sóc khách hàng trực tuyến 24/7', 'Liên hệ'),
    en: en('Need Help?', 'Customer service online 24/7', 'Contact us'),
  },
];
