import { type DrawResultValue, lotteryResultsContract } from '@app/contracts';
import { PRIZE_LAYOUTS } from '@app/games';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Region = DrawResultValue['region'];

/**
 * A draw's numbers typed prize by prize in the board's layout (North 27, South/Central 18). The browser
 * only shapes the input (digits per box); the server checks the result against the layout and refuses a
 * short or malformed one with a translated code. `voiding`: the void-and-redraw form instead (a reason, and
 * the correct result when known, kept beside the voided draw for the results board).
 */
export function ResultEntry({
  roundId,
  region,
  onDone,
  voiding = false,
}: {
  roundId: number;
  region: Region;
  onDone: () => void;
  voiding?: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const rows = PRIZE_LAYOUTS[region];
  const [values, setValues] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(rows.map((r) => [r.prize, Array.from({ length: r.count }, () => '')])),
  );
  const enter = useMutation({
    mutationFn: () => {
      // Empty boxes are left out, so a short result is refused as short (wrong count), not as a bad number.
      const result = {
        region,
        prizes: Object.fromEntries(Object.entries(values).map(([p, ns]) => [p, ns.filter((n) => n !== '')])),
      };
      const params = { id: String(roundId) };
      if (!voiding) return call(lotteryResultsContract.enter, { params, body: { result } });
      const typed = Object.values(values).some((ns) => ns.some((n) => n !== ''));
      return call(lotteryResultsContract.voidAndRedraw, {
        params,
        body: { reason, ...(typed ? { correctedResult: result } : {}) },
      });
    },
    onSuccess: onDone,
  });
  const set = (prize: string, i: number, v: string) =>
    setValues((old) => ({ ...old, [prize]: (old[prize] ?? []).map((x, j) => (j === i ? v.replace(/\D/g, '') : x)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enter.mutate();
  };
  return (
    <form
      onSubmit={submit}
      data-testid={voiding ? 'result-void-form' : 'result-entry-form'}
      className="space-y-3 rounded-md bg-slate-50 p-3"
    >
      {voiding && (
        <>
          <Input
            aria-label={t('lottery.reason')}
            placeholder={t('lottery.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="w-full"
          />
          <p className="text-xs text-slate-500">{t('lottery.results.voidHint')}</p>
        </>
      )}
      <table className="text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.prize}>
              <th className="py-1 pr-3 text-left font-medium text-slate-600">{t(`lottery.prizes.${r.prize}`)}</th>
              <td className="flex flex-wrap gap-1 py-1">
                {values[r.prize]?.map((v, i) => (
                  <input
                    // biome-ignore lint/suspicious/noArrayIndexKey: a prize's boxes are fixed positions.
                    key={i}
                    aria-label={`${t(`lottery.prizes.${r.prize}`)} ${i + 1}`}
                    data-testid={`prize-${r.prize}-${i}`}
                    inputMode="numeric"
                    maxLength={r.digits}
                    value={v}
                    onChange={(e) => set(r.prize, i, e.target.value)}
                    className="rounded border border-slate-300 px-2 py-1 font-mono tabular-nums"
                    style={{ width: `${r.digits + 2}ch` }}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ErrorText error={enter.error} />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant={voiding ? 'danger' : 'primary'}
          disabled={enter.isPending}
          data-testid="result-entry-submit"
        >
          {voiding ? t('lottery.results.void') : t('lottery.results.submitEntry')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('lottery.cancel')}
        </Button>
      </div>
      {!voiding && <p className="text-xs text-slate-500">{t('lottery.results.fourEyes')}</p>}
    </form>
  );
}

/** A result as the board shows it: each prize with its numbers. */
export function ResultBoard({ result }: { result: DrawResultValue }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {PRIZE_LAYOUTS[result.region].map((r) => (
        <div key={r.prize} className="contents">
          <dt className="text-slate-500">{t(`lottery.prizes.${r.prize}`)}</dt>
          <dd className="font-mono tabular-nums">{(result.prizes[r.prize] ?? []).join(' · ')}</dd>
        </div>
      ))}
    </dl>
  );
}
