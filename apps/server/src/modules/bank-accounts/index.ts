export type { BankAccountRow, MemberRow } from './bank-accounts.repository.js';
export { findMember } from './bank-accounts.repository.js';
export { registerBankAccountRoutes } from './bank-accounts.routes.js';
export { type BankAccountsService, createBankAccountsService, toBankAccount } from './bank-accounts.service.js';
export { BANKS, canonicalPayee, isPayeeName, payeeOfRealName } from './banks.js';
