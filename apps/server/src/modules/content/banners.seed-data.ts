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

/** Banners for every group of BannerGroupNames; 'help' has exactly one (no autoplay). */
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
    key: 'home-referral',
    group: 'home',
    m: 'coins',
    link: ['PROMO', 'promo-referral'],
    vi: vi('Giới thiệu bạn bè', 'Mời bạn bè cùng chơi với mã giới thiệu của bạn', 'Xem chi tiết'),
    en: en('Refer a Friend', 'Invite friends with your referral code', 'See details'),
  },
  // rng
  {
    key: 'rng-jackpot',
    group: 'rng',
    m: 'slot',
    link: ['ROUTE', '/rng?page=PG'],
    vi: vi('Nổ hũ cực đại', 'Hũ lũy tiến hàng tỷ đồng mỗi ngày', 'Quay ngay'),
    en: en('Mega Jackpots', 'Progressive pots worth billions every day', 'Spin now'),
  },
  {
    key: 'rng-freespin',
    group: 'rng',
    m: 'star',
    link: ['PROMO', 'promo-slot-week'],
    vi: vi('Tuần lễ nổ hũ', 'Tặng 50 vòng quay miễn phí mỗi thứ Sáu'),
    en: en('Slot Week', '50 free spins every Friday'),
  },
  {
    key: 'rng-pp',
    group: 'rng',
    m: 'coins',
    link: ['ROUTE', '/rng?page=PP'],
    vi: vi('Pragmatic Play Drops & Wins', 'Giải thưởng ngẫu nhiên mỗi vòng quay', 'Chơi ngay'),
    en: en('Pragmatic Drops & Wins', 'Random prizes on every spin', 'Play now'),
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
    key: 'fish-boss',
    group: 'fish',
    m: 'fish',
    link: ['ROUTE', '/fish'],
    vi: vi('Bắn cá đổi thưởng', 'Săn boss vàng nhân thưởng x1000', 'Săn ngay'),
    en: en('Fishing Rewards', 'Hunt the golden boss for x1000', 'Hunt now'),
  },
  {
    key: 'fish-jili',
    group: 'fish',
    m: 'coins',
    link: ['ROUTE', '/fish?page=JILI'],
    vi: vi('Vua bắn cá JILI', 'Đạn miễn phí cho thành viên mới'),
    en: en('JILI Fishing King', 'Free bullets for new members'),
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
    key: 'pvp-poker',
    group: 'pvp',
    m: 'trophy',
    vi: vi('Giải Poker cuối tuần', 'Tổng giải thưởng 500.000.000 ₫'),
    en: en('Weekend Poker Cup', '500,000,000 ₫ prize pool'),
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
    key: 'sports-parlay',
    group: 'sports',
    m: 'shield',
    link: ['PROMO', 'promo-parlay'],
    vi: vi('Bảo hiểm cược xiên', 'Hoàn 100% khi trượt đúng một kèo'),
    en: en('Parlay Insurance', '100% back when one leg misses'),
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
    key: 'elott-3mien',
    group: 'elott',
    m: 'star',
    link: ['ROUTE', '/vnlottery'],
    vi: vi('Xổ số ba miền', 'Tỷ lệ 1 ăn 99,5 — trả thưởng tức thì'),
    en: en('Vietnam Lottery', '1 to 99.5 odds, paid instantly'),
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
    key: 'promotions-referral',
    group: 'promotions',
    m: 'coins',
    link: ['PROMO', 'promo-referral'],
    vi: vi('Giới thiệu bạn bè', 'Nhận 50.000 ₫ cho mỗi người bạn'),
    en: en('Refer a Friend', '50,000 ₫ for every friend'),
  },
  {
    key: 'promotions-birthday',
    group: 'promotions',
    m: 'gift',
    link: ['PROMO', 'promo-birthday'],
    vi: vi('Quà sinh nhật', 'Thưởng đến 1.888.000 ₫ trong tháng sinh nhật'),
    en: en('Birthday Gift', 'Up to 1,888,000 ₫ in your birthday month'),
  },
  // pointMall
  {
    key: 'pointmall-gifts',
    group: 'pointMall',
    m: 'gift',
    link: ['ROUTE', '/pointMall'],
    vi: vi('Đổi điểm nhận quà', 'iPhone, xe SH, vàng SJC đang chờ bạn', 'Đổi ngay'),
    en: en('Redeem Your Points', 'iPhone, scooters and gold await', 'Redeem now'),
  },
  {
    key: 'pointmall-double',
    group: 'pointMall',
    m: 'star',
    vi: vi('Nhân đôi điểm thưởng', 'Mỗi thứ Bảy và Chủ nhật'),
    en: en('Double Points', 'Every Saturday and Sunday'),
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
