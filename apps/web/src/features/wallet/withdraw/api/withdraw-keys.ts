/**
 * Query keys of the withdraw page: bank accounts, payment password and withdrawals share one prefix,
 * since binding an account or setting the password changes what the withdrawal info answers.
 */
export const withdrawKeys = {
  all: ['wallet', 'withdraw'] as const,
  info: () => ['wallet', 'withdraw', 'info'] as const,
  list: (page: number) => ['wallet', 'withdraw', 'list', page] as const,
  banks: () => ['wallet', 'withdraw', 'banks'] as const,
  paymentPassword: () => ['wallet', 'withdraw', 'payment-password'] as const,
};
