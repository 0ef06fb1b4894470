import { type DiceSelectionInput, ROUND_SLIP_MAX_BETS } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useFormatMoney } from '../../../shared/format/use-money';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { placeBets } from '../api/place-bets.api';
import { attemptKeyFor, EMPTY_SLIP, isRefusal, newIdempotencyKey, slipReducer, slipTotal } from '../lib/bet-slip';

/**
 * The slip and its placing: one idempotency key per attempt (kept for a retry after a lost answer or a
 * server failure, new after a refusal, a change of the slip or another round); one request at a time.
 */
export function usePlaceSlip() {
  const { t } = useTranslation('dice');
  const money = useFormatMoney();
  const client = useQueryClient();
  const [slip, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  const [error, setError] = useState<string | null>(null);
  const [placedNotice, setPlacedNotice] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (v: { roundId: number; key: string; bets: { selection: DiceSelectionInput; stake: number }[] }) =>
      placeBets(v.roundId, { idempotencyKey: v.key, bets: v.bets }),
    onSuccess: (answer) => {
      dispatch({ type: 'placed' });
      setPlacedNotice(t('slip.placed', { count: answer.bets.length, amount: money(answer.totalStake) }));
      void client.invalidateQueries({ queryKey: ['dice', 'myBets', answer.roundId] });
      // The live socket moves the top bar's balance; asking again covers a socket that is down.
      void invalidateBalance(client);
    },
    onError: (err) => {
      if (isRefusal(err)) dispatch({ type: 'refused' });
      setError(apiErrorText(t, err));
    },
  });

  const add = (selection: DiceSelectionInput, stake: number) => {
    setError(null);
    setPlacedNotice(null);
    dispatch({ type: 'add', selection, stake, maxLines: ROUND_SLIP_MAX_BETS });
  };

  const confirm = (roundId: number) => {
    if (mutation.isPending || slip.lines.length === 0) return;
    const { key, isNew } = attemptKeyFor(slip, roundId, newIdempotencyKey);
    if (isNew) dispatch({ type: 'attempt', key, roundId });
    setError(null);
    setPlacedNotice(null);
    mutation.mutate({ roundId, key, bets: slip.lines.map((l) => ({ selection: l.selection, stake: l.stake })) });
  };

  return {
    /** Forgets the last "placed" line (the table calls it when the next round opens). */
    dismissNotice: () => setPlacedNotice(null),
    slip,
    total: slipTotal(slip),
    add,
    remove: (key: string) => dispatch({ type: 'remove', key }),
    clear: () => {
      setError(null);
      dispatch({ type: 'clear' });
    },
    confirm,
    placing: mutation.isPending,
    error,
    placedNotice,
  };
}
