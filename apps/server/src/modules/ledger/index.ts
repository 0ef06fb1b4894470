export { DEMO_OPENING_BALANCES, seedLedger } from './ledger.seed.js';
export { createLedgerService, type LedgerService } from './ledger.service.js';
export type {
  AccountBalance,
  AccountRef,
  BalanceSnapshot,
  HouseAccountKind,
  LedgerUnit,
  MemberAccountKind,
  ResolveInput,
  TransferAudit,
  TransferBalances,
  TransferInput,
  TransferResult,
  TransferStatus,
} from './ledger.types.js';
export { type LedgerReport, type LedgerViolation, verifyLedger } from './ledger.verify.js';
