/** Query keys of the my-wallet page. The token is in each key: another session is other data. */
export const transferFundKeys = {
  all: ['wallet', 'transferFund'] as const,
  funds: (token: string | null) => ['wallet', 'transferFund', 'funds', token] as const,
  merchant: (token: string | null) => ['wallet', 'transferFund', 'merchant', token] as const,
  transfers: (token: string | null, page: number) => ['wallet', 'transferFund', 'transfers', token, page] as const,
};
