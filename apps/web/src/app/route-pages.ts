import { lazyPage } from './lazy-page';

// One lazy component per page; the import() targets are the route-group modules, so each group
// becomes one chunk named after the spec's group (see vite.config.ts chunkFileNames).
export const HomePage = lazyPage('index:HomePage', () => import('./route-groups/index.group').then((m) => m.HomePage));
export const CategoryPage = lazyPage('egame:CategoryPage', () =>
  import('./route-groups/egame.group').then((m) => m.CategoryPage),
);
export const ElottPage = lazyPage('elott:CategoryPage', () =>
  import('./route-groups/elott.group').then((m) => m.CategoryPage),
);
export const LotteryPage = lazyPage('lottery:LotteryPage', () =>
  import('./route-groups/lottery.group').then((m) => m.LotteryPage),
);
export const VnLotteryPage = lazyPage('vnlottery:VnLotteryPage', () =>
  import('./route-groups/vnlottery.group').then((m) => m.VnLotteryPage),
);
export const DownloadPage = lazyPage('download:DownloadPage', () =>
  import('./route-groups/download.group').then((m) => m.DownloadPage),
);
export const HelpPage = lazyPage('help:HelpPage', () => import('./route-groups/help.group').then((m) => m.HelpPage));
export const JoinPage = lazyPage('joinus:JoinPage', () =>
  import('./route-groups/joinus.group').then((m) => m.JoinPage),
);
export const PointMallPage = lazyPage('pointMall:PointMallPage', () =>
  import('./route-groups/point-mall.group').then((m) => m.PointMallPage),
);
export const VipPage = lazyPage('Vip:VipPage', () => import('./route-groups/vip.group').then((m) => m.VipPage));
export const PromotionsPage = lazyPage('promo:PromotionsPage', () =>
  import('./route-groups/promo.group').then((m) => m.PromotionsPage),
);
export const PromoDetailPage = lazyPage('promoDetail:PromoDetailPage', () =>
  import('./route-groups/promo-detail.group').then((m) => m.PromoDetailPage),
);
export const SeamlessPage = lazyPage('seamless:SeamlessPage', () =>
  import('./route-groups/seamless.group').then((m) => m.SeamlessPage),
);
export const FbSportsPage = lazyPage('fbSports:FbSportsPage', () =>
  import('./route-groups/fb-sports.group').then((m) => m.FbSportsPage),
);
export const GamePage = lazyPage('game:GamePage', () => import('./route-groups/game.group').then((m) => m.GamePage));
export const AgentHomePage = lazyPage('byIframe:AgentHomePage', () =>
  import('./route-groups/by-iframe.group').then((m) => m.AgentHomePage),
);
export const LoginPage = lazyPage('auth:LoginPage', () => import('./route-groups/auth.group').then((m) => m.LoginPage));
export const RegisterPage = lazyPage('auth:RegisterPage', () =>
  import('./route-groups/auth.group').then((m) => m.RegisterPage),
);
export const ForgetPage = lazyPage('auth:ForgetPage', () =>
  import('./route-groups/auth.group').then((m) => m.ForgetPage),
);
export const NoticePage = lazyPage('notice:NoticePage', () =>
  import('./route-groups/notice.group').then((m) => m.NoticePage),
);
export const HouseSlotPage = lazyPage('house:HouseSlotPage', () =>
  import('./route-groups/house.group').then((m) => m.HouseSlotPage),
);
export const HouseSlotVerifyPage = lazyPage('house:HouseSlotVerifyPage', () =>
  import('./route-groups/house.group').then((m) => m.HouseSlotVerifyPage),
);
export const LuckyWheelPage = lazyPage('raffle:LuckyWheelPage', () =>
  import('./route-groups/raffle.group').then((m) => m.LuckyWheelPage),
);
export const RaffleVerifyPage = lazyPage('raffle:RaffleVerifyPage', () =>
  import('./route-groups/raffle.group').then((m) => m.RaffleVerifyPage),
);
export const DicePage = lazyPage('dice:DicePage', () => import('./route-groups/dice.group').then((m) => m.DicePage));
export const DiceVerifyPage = lazyPage('dice:DiceVerifyPage', () =>
  import('./route-groups/dice.group').then((m) => m.DiceVerifyPage),
);
