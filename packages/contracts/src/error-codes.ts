import { AccountErrorCodes } from './accounts.contract.js';
import { AgentContractErrorCodes } from './agent-contracts.contract.js';
import { AgentReportErrorCodes } from './agent-reports.contract.js';
import { AgentTeamErrorCodes } from './agent-team.contract.js';
import { BackofficeContentErrorCodes } from './backoffice-content.contract.js';
import { BackofficeGamesErrorCodes } from './backoffice-games.contract.js';
import { BackofficePlayerErrorCodes } from './backoffice-players.contract.js';
import { CatalogueErrorCodes } from './catalogue.contract.js';
import { DepositErrorCodes } from './deposits.contract.js';
import { VietQrErrorCodes } from './deposits-vietqr.contract.js';
import { ErrorCodes } from './envelope.js';
import { HistoryErrorCodes } from './history.contract.js';
import { HouseErrorCodes } from './house.contract.js';
import { InboxErrorCodes } from './inbox.contract.js';
import { JobErrorCodes } from './jobs.contract.js';
import { KycErrorCodes } from './kyc.contract.js';
import { LabelErrorCodes } from './labels.contract.js';
import { LotteryErrorCodes } from './lottery.contract.js';
import { LotteryLobbyErrorCodes } from './lottery-lobby.contract.js';
import { LotteryResultErrorCodes } from './lottery-results.contract.js';
import { MissionErrorCodes } from './missions.contract.js';
import { OauthErrorCodes } from './oauth.contract.js';
import { OperatorErrorCodes } from './operator.contract.js';
import { PhoneCardErrorCodes } from './phone-cards.contract.js';
import { PointsErrorCodes } from './points.contract.js';
import { PromotionErrorCodes } from './promotions.contract.js';
import { RaffleErrorCodes } from './raffle.contract.js';
import { RealtimeErrorCodes } from './realtime.contract.js';
import { ReferralErrorCodes } from './referral.contract.js';
import { ReportErrorCodes } from './reports.contract.js';
import { ResponsibleGamingErrorCodes } from './responsible-gaming.contract.js';
import { RoundErrorCodes } from './rounds.contract.js';
import { SupportChatErrorCodes } from './support-chat.contract.js';
import { TransferErrorCodes } from './transfers.contract.js';
import { VendorErrorCodes } from './vendor.contract.js';
import { VipErrorCodes } from './vip.contract.js';
import { WalletErrorCodes } from './wallet.contract.js';
import { WithdrawalErrorCodes } from './withdrawals.contract.js';

/** Codes of the request layer itself, outside any domain. */
export const RequestErrorCodes = [
  /** A string of the request holds a character the site never accepts (NUL). */
  'invalid_characters',
  /** A session that must change its password first called anything else. */
  'password_change_required',
] as const;

/**
 * Every code the server can answer, defined once: AppError takes only these, and the web has a vi and
 * an en message for each (its unit test checks the locales against this list).
 */
export const AppErrorCodes = [
  ...new Set([
    ...ErrorCodes,
    ...RequestErrorCodes,
    ...AccountErrorCodes,
    ...OauthErrorCodes,
    ...OperatorErrorCodes,
    ...WalletErrorCodes,
    ...TransferErrorCodes,
    ...DepositErrorCodes,
    ...PhoneCardErrorCodes,
    ...VietQrErrorCodes,
    ...WithdrawalErrorCodes,
    ...VipErrorCodes,
    ...HistoryErrorCodes,
    ...CatalogueErrorCodes,
    ...VendorErrorCodes,
    ...HouseErrorCodes,
    ...RoundErrorCodes,
    ...RealtimeErrorCodes,
    ...JobErrorCodes,
    ...LotteryResultErrorCodes,
    ...LotteryLobbyErrorCodes,
    ...LotteryErrorCodes,
    ...AgentTeamErrorCodes,
    ...AgentContractErrorCodes,
    ...AgentReportErrorCodes,
    ...PromotionErrorCodes,
    ...RaffleErrorCodes,
    ...ReferralErrorCodes,
    ...LabelErrorCodes,
    ...InboxErrorCodes,
    ...KycErrorCodes,
    ...SupportChatErrorCodes,
    ...MissionErrorCodes,
    ...PointsErrorCodes,
    ...ResponsibleGamingErrorCodes,
    ...ReportErrorCodes,
    ...BackofficeContentErrorCodes,
    ...BackofficePlayerErrorCodes,
    ...BackofficeGamesErrorCodes,
  ]),
] as const;

export type AppErrorCode =
  | (typeof ErrorCodes)[number]
  | (typeof RequestErrorCodes)[number]
  | (typeof AccountErrorCodes)[number]
  | (typeof OauthErrorCodes)[number]
  | (typeof OperatorErrorCodes)[number]
  | (typeof WalletErrorCodes)[number]
  | (typeof TransferErrorCodes)[number]
  | (typeof DepositErrorCodes)[number]
  | (typeof PhoneCardErrorCodes)[number]
  | (typeof VietQrErrorCodes)[number]
  | (typeof WithdrawalErrorCodes)[number]
  | (typeof HistoryErrorCodes)[number]
  | (typeof CatalogueErrorCodes)[number]
  | (typeof VendorErrorCodes)[number]
  | (typeof RoundErrorCodes)[number]
  | (typeof HouseErrorCodes)[number]
  | (typeof RealtimeErrorCodes)[number]
  | (typeof JobErrorCodes)[number]
  | (typeof LotteryResultErrorCodes)[number]
  | (typeof LotteryLobbyErrorCodes)[number]
  | (typeof LotteryErrorCodes)[number]
  | (typeof AgentTeamErrorCodes)[number]
  | (typeof AgentContractErrorCodes)[number]
  | (typeof AgentReportErrorCodes)[number]
  | (typeof PromotionErrorCodes)[number]
  | (typeof RaffleErrorCodes)[number]
  | (typeof ReferralErrorCodes)[number]
  | (typeof VipErrorCodes)[number]
  | (typeof SupportChatErrorCodes)[number]
  | (typeof LabelErrorCodes)[number]
  | (typeof InboxErrorCodes)[number]
  | (typeof KycErrorCodes)[number]
  | (typeof MissionErrorCodes)[number]
  | (typeof PointsErrorCodes)[number]
  | (typeof ResponsibleGamingErrorCodes)[number]
  | (typeof ReportErrorCodes)[number]
  | (typeof BackofficeContentErrorCodes)[number]
  | (typeof BackofficePlayerErrorCodes)[number]
  | (typeof BackofficeGamesErrorCodes)[number];

const KNOWN: ReadonlySet<string> = new Set(AppErrorCodes);
export const isAppErrorCode = (code: string): code is AppErrorCode => KNOWN.has(code);
