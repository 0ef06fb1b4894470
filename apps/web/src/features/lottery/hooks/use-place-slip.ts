import type { LotteryMode } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useFormatMoney } from '../../../shared/format/use-money';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { placeSlip } from '../api/game.api';
import { type Attempt, attemptFor, isRefusal } from '../lib/attempt';
import { EMPTY_SLIP, type SlipLine, slipReducer, slipTotals } from '../lib/slip';

/**
 * A refusal's text: the site's errors.json first (the server's codes); a lottery code it lacks falls back to
 * the lottery namespace's own line (the same codes the bet builder shows).
 */
const lotteryText = (t: ReturnType<typeof useTranslation>['t'], err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('lottery_') && !t(`errors:${code}`, { defaultValue: '' })) {
    const own = t(`lottery:errors.${code}`, { defaultValue: '' });
    if (own) return own;
  }
  return apiErrorText(t, err);
};

/** The slip and placing it on a draw: one idempotency key per attempt, one request at a time. */
export function usePlaceLotterySlip(maxLines: number) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  const client = useQueryClient();
  const [slip, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const mutation = useMutation({
    mutationFn: (v: {
      drawId: number;
      key: string;
      mode: LotteryMode;
      lines: SlipLine[];
      draws: number;
      stopOnWin: boolean;
    }) =>
      placeSlip(v.drawId, {
        idempotencyKey: v.key,
        prizeMode: v.mode,
        bets: v.lines.map((l) => ({ selection: l.bet.selection as never, points: l.bet.points })),
        chase: v.draws > 1 ? { draws: v.draws, stopOnWin: v.stopOnWin } : undefined,
      }),
    onSuccess: (answer) => {
      attempt.current = null;
      dispatch({ type: 'clear' });
      setNotice(t('slip.placed', { count: answer.bets.length, amount: money(answer.totalCost) }));
      void client.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      void invalidateBalance(client);
    },
    onError: (err) => {
      if (isRefusal(err)) attempt.current = null;
      setError(lotteryText(t, err));
    },
  });

  const place = (drawId: number, mode: LotteryMode) => {
    if (mutation.isPending || slip.lines.length === 0) return;
    const signature = JSON.stringify([mode, slip.chase, slip.lines.map((l) => l.id)]);
    attempt.current = attemptFor(attempt.current, drawId, signature);
    setError(null);
    setNotice(null);
    mutation.mutate({
      drawId,
      key: attempt.current.key,
      mode,
      lines: slip.lines,
      draws: slip.chase.draws,
      stopOnWin: slip.chase.stopOnWin,
    });
  };

  return {
    slip,
    totals: slipTotals(slip),
    dispatch: (a: Parameters<typeof dispatch>[0]) => {
      setError(null);
      setNotice(null);
      if (a.type === 'add') dispatch({ ...a, maxLines });
      else dispatch(a);
    },
    place,
    placing: mutation.isPending,
    error,
    notice,
  };
}
