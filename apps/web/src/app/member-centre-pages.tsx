import type { CentrePageEntry } from '../features/member-centre';
import { loadNamespaces } from '../shared/i18n/i18n';

/**
 * The member centre's pages (the app composes features: the wallet feature's pages go into the
 * member-centre overlay here). Each page is a lazy chunk; its named export is wrapped into `default`.
 * Pages of later issues (referral, missions, inbox) are absent: the overlay shows its 'arrives with its feature' panel for them.
 */
export const memberCentrePages: readonly CentrePageEntry[] = [
  {
    id: 'securityCenter',
    load: () => import('./security-center-page').then((m) => ({ default: m.SecurityCenterPage })),
  },
  {
    id: 'depositv2',
    // The first deposit starts with the safer-gambling limits offer (issue 18.1), composed here.
    load: () => import('./deposit-with-offer').then((m) => ({ default: m.DepositWithOffer })),
  },
  {
    id: 'withdraw',
    load: () => import('../features/wallet/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  },
  // W2's pages (features/wallet/{transfer-fund,transfer-upline,history,profit}).
  {
    id: 'transferFund',
    load: () =>
      import('../features/wallet/transfer-fund/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  },
  {
    id: 'transferUpline',
    load: () =>
      import('../features/wallet/transfer-upline/transfer-upline-page').then((m) => ({
        default: m.TransferUplinePage,
      })),
  },
  {
    id: 'transactionHistory',
    load: () =>
      import('../features/wallet/history/transaction-history-page').then((m) => ({
        default: m.TransactionHistoryPage,
      })),
  },
  {
    id: 'personalProfit',
    load: () =>
      import('../features/wallet/profit/personal-profit-page').then((m) => ({ default: m.PersonalProfitPage })),
  },
  {
    id: 'personalHistoryCopy',
    load: () => import('./betting-history-page').then((m) => ({ default: m.BettingHistoryPage })),
  },
  // Issue 16's pages (features/rewards): promotion payouts and the reward centre.
  {
    id: 'bonusDetails',
    load: () => import('../features/rewards/bonus-details-page').then((m) => ({ default: m.BonusDetailsPage })),
  },
  {
    id: 'rewardCenter',
    load: () => import('../features/rewards/reward-center-page').then((m) => ({ default: m.RewardCenterPage })),
  },
  // Issue 17.5: the inbox (features/inbox).
  {
    id: 'messageV2',
    load: () => import('../features/inbox/inbox-page').then((m) => ({ default: m.InboxPage })),
  },
  // Issue 17's invite friends (features/referral); shown while availablePromo REFERRAL is enabled.
  {
    id: 'referral',
    load: () => import('../features/referral/referral-page').then((m) => ({ default: m.ReferralPage })),
  },
  // Issue 17's missions and leaderboards (features/missions); its texts load with the page.
  {
    id: 'missionLeaderboard',
    load: () =>
      Promise.all([import('../features/missions/mission-leaderboard-page'), loadNamespaces(['missions'])]).then(
        ([m]) => ({ default: m.MissionLeaderboardPage }),
      ),
  },
];
