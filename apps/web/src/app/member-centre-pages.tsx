import type { CentrePages } from '../features/member-centre';
import { loadNamespaces } from '../shared/i18n/i18n';

/**
 * The member centre's pages (the app composes features: the wallet feature's pages go into the
 * member-centre overlay here). Each page is a lazy chunk; its named export is wrapped into `default`.
 * Every entry of the menu has its page (the type asks for one per id).
 */
export const memberCentrePages: CentrePages = {
  securityCenter: () => import('./security-center-page').then((m) => ({ default: m.SecurityCenterPage })),
  // The first deposit starts with the safer-gambling limits offer (issue 18.1), composed here.
  depositv2: () => import('./deposit-with-offer').then((m) => ({ default: m.DepositWithOffer })),
  withdraw: () => import('../features/wallet/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  // W2's pages (features/wallet/{transfer-fund,transfer-upline,history,profit}).
  transferFund: () =>
    import('../features/wallet/transfer-fund/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  transferUpline: () =>
    import('../features/wallet/transfer-upline/transfer-upline-page').then((m) => ({
      default: m.TransferUplinePage,
    })),
  transactionHistory: () =>
    import('../features/wallet/history/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  personalProfit: () =>
    import('../features/wallet/profit/personal-profit-page').then((m) => ({ default: m.PersonalProfitPage })),
  personalHistoryCopy: () => import('./betting-history-page').then((m) => ({ default: m.BettingHistoryPage })),
  // Issue 16's pages (features/rewards): promotion payouts and the reward centre.
  bonusDetails: () => import('../features/rewards/bonus-details-page').then((m) => ({ default: m.BonusDetailsPage })),
  rewardCenter: () => import('../features/rewards/reward-center-page').then((m) => ({ default: m.RewardCenterPage })),
  // Issue 17.5: the inbox (features/inbox).
  messageV2: () => import('../features/inbox/inbox-page').then((m) => ({ default: m.InboxPage })),
  // Issue 17's invite friends (features/referral); shown while availablePromo REFERRAL is enabled.
  referral: () => import('../features/referral/referral-page').then((m) => ({ default: m.ReferralPage })),
  // Issue 17's missions and leaderboards (features/missions); its texts load with the page.
  missionLeaderboard: () =>
    Promise.all([import('../features/missions/mission-leaderboard-page'), loadNamespaces(['missions'])]).then(
      ([m]) => ({ default: m.MissionLeaderboardPage }),
    ),
};
