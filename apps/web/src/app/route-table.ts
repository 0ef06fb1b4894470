import { matchPath } from 'react-router';
import type { RoutePage } from './lazy-page';
import type { RouteHandle } from './route-handle';
import * as P from './route-pages';

type PageRoute = [paths: string[], Page: RoutePage, handle: RouteHandle];

const LOBBIES = ['live', 'sports', 'esports', 'pvp', 'rng', 'fish', 'cockfight'] as const;

/** Every route of spec §2 (history mode), with its layout frame and banner group. */
export const PAGES: readonly PageRoute[] = [
  [['/', '/index', '/index.html', '/home'], P.HomePage, { layout: 'full', banner: 'home' }],
  ...LOBBIES.map((c): PageRoute => [[`/${c}`], P.CategoryPage, { layout: 'full', banner: c }]),
  [['/elott'], P.ElottPage, { layout: 'full', banner: 'elott' }],
  [['/lottery'], P.LotteryPage, { layout: 'headerOnly' }],
  [['/vnlottery'], P.VnLotteryPage, { layout: 'headerOnly' }],
  [['/down', '/download'], P.DownloadPage, { layout: 'full' }],
  [['/help'], P.HelpPage, { layout: 'full', banner: 'help' }],
  [['/helpmc'], P.HelpPage, { layout: 'bare' }],
  [['/join'], P.JoinPage, { layout: 'full' }],
  [['/pointMall'], P.PointMallPage, { layout: 'full', banner: 'pointMall' }],
  [['/vip'], P.VipPage, { layout: 'full' }],
  [['/promotions'], P.PromotionsPage, { layout: 'full', banner: 'promotions' }],
  [['/promoDetail'], P.PromoDetailPage, { layout: 'full' }],
  // Not in the spec's route list: the lucky wheel of a raffle promotion (?id=<promotion id>), linked from its
  // /promoDetail, and the page that recomputes one of its spins.
  [['/luckyWheel'], P.LuckyWheelPage, { layout: 'full' }],
  [['/luckyWheel/verify'], P.RaffleVerifyPage, { layout: 'bare' }],
  [['/seamless'], P.SeamlessPage, { layout: 'headerOnly' }],
  [['/fbsports'], P.FbSportsPage, { layout: 'headerOnly' }],
  [['/game'], P.GamePage, { layout: 'bare' }],
  // Not in the spec's route list: the house provider's slot. The lobby launches it like any vendor's
  // game (the house adapter's launch URL is /house/slot?token=…, framed by /game), so it has no site
  // layout of its own; the verify page recomputes any round in the browser.
  [['/house/slot'], P.HouseSlotPage, { layout: 'bare' }],
  [['/house/slot/verify'], P.HouseSlotVerifyPage, { layout: 'bare' }],
  // The dice table (rounds core): launched from the /live lobby and framed by /game like the slot, so no
  // site layout either (the table shows the balance the live socket moves in its own bar); the verify
  // page recomputes a round from its revealed seed.
  [['/house/dice'], P.DicePage, { layout: 'bare' }],
  [['/house/dice/verify'], P.DiceVerifyPage, { layout: 'bare' }],
  [['/agentHome'], P.AgentHomePage, { layout: 'headerOnly' }],
  [['/login'], P.LoginPage, { layout: 'headerOnly' }],
  [['/register', '/register.html'], P.RegisterPage, { layout: 'full', banner: 'register' }],
  [['/forget'], P.ForgetPage, { layout: 'bare' }],
  [['/noticePage'], P.NoticePage, { layout: 'full' }],
];

/** All concrete paths of the route table (e2e walks them). */
export const ROUTE_PATHS: readonly string[] = PAGES.flatMap(([paths]) => paths);

const NOT_FOUND_HANDLE: RouteHandle = { layout: 'full' };

/** The route of a path (paths match case-insensitively, like the routes), or undefined for a 404. */
function routeFor(pathname: string): PageRoute | undefined {
  return PAGES.find(([paths]) => paths.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname)));
}

/** Layout frame and banner group of a path. */
export function routeHandleFor(pathname: string): RouteHandle {
  return routeFor(pathname)?.[2] ?? NOT_FOUND_HANDLE;
}

/** Starts downloading the page of a path; settles when it can render without suspending (undefined: nothing to load). */
export function preparePage(pathname: string): Promise<unknown> | undefined {
  return routeFor(pathname)?.[1].preload();
}
