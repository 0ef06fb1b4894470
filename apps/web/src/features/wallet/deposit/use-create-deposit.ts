import type { Deposit, DepositMethod } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { createBankTransfer } from './api/create-bank-transfer';
import { createGatewayDeposit } from './api/create-gateway-deposit';
import { depositKeys } from './api/deposit-keys';

export type CreatedDeposit = { kind: 'bank'; deposit: Deposit } | { kind: 'redirect'; url: string };

/** One deposit attempt: its idempotency key makes a repeat of it (double click, lost answer) the same deposit. */
export interface DepositAttempt {
  method: DepositMethod;
  amount: number;
  idempotencyKey: string;
}

/**
 * Creates a deposit with the chosen method: a bank transfer answers its reference code; a gateway
 * deposit answers the payment page the member is then sent to (it returns to /depositv2?depositId=…).
 */
export function useCreateDeposit(language: 'vi' | 'en') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, amount, idempotencyKey }: DepositAttempt): Promise<CreatedDeposit> => {
      if (method.kind === 'bank_transfer') {
        return { kind: 'bank', deposit: await createBankTransfer({ methodCode: method.code, amount, idempotencyKey }) };
      }
      const r = await createGatewayDeposit({ methodCode: method.code, amount, language, idempotencyKey });
      return { kind: 'redirect', url: r.redirectUrl };
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: depositKeys.all });
      void invalidateBalance(client);
    },
  });
}
