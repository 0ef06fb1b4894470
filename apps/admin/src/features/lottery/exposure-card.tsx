import { lotteryContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { ReasonAction } from './reason-action';

/**
 * The liability of one draw per number (the game's current draw unless another id is typed): the most
 * exposed numbers first, each with its stake and what the house pays if it comes up, against the cap.
 * A draw not settled can be voided here (every pending stake refunded once, audited).
 */
export function ExposureCard({ game, canManage }: { game: string; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const current = useQuery({
    queryKey: ['lottery-current', game],
    queryFn: ({ signal }) => call(lotteryContract.current, { params: { game }, signal }),
  });
  const [typed, setTyped] = useState('');
  const [digits, setDigits] = useState<2 | 3>(2);
  const drawId = /^\d+$/.test(typed) ? Number(typed) : current.data?.current?.id;
  const exposure = useQuery({
    queryKey: ['lottery-exposure', drawId, digits],
    enabled: drawId !== undefined,
    queryFn: ({ signal }) =>
      call(lotteryContract.exposure, { params: { id: String(drawId) }, query: { digits, limit: 20 }, signal }),
    refetchInterval: 15_000,
  });
  const voidDraw = useMutation({
    mutationFn: (reason: string) =>
      call(lotteryContract.opVoidDraw, { params: { id: String(drawId) }, body: { reason } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['lottery-current', game] });
      void qc.invalidateQueries({ queryKey: ['lottery-exposure'] });
    },
  });
  const e = exposure.data;
  const top = e?.items[0]?.worstCase ?? 0;
  const scale = Math.max(e?.cap ?? 0, top, 1);
  const draw = current.data?.current;
  return (
    <Card title={t('lottery.exposure.title')}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('lottery.exposure.draw')}>
          <Input
            value={typed}
            placeholder={draw ? String(draw.id) : ''}
            onChange={(ev) => setTyped(ev.target.value.trim())}
            data-testid="exposure-draw"
          />
        </Field>
        <Field label={t('lottery.exposure.digits')}>
          <Select value={digits} onChange={(ev) => setDigits(Number(ev.target.value) as 2 | 3)}>
            <option value={2}>2</option>
            <option value={3}>3</option>
          </Select>
        </Field>
        {draw && !typed && (
          <p className="text-sm text-slate-600">
            {t('lottery.exposure.current', { no: draw.drawNo, at: dateTime(draw.drawsAt), state: draw.state })}
          </p>
        )}
      </div>
      <ErrorText error={current.error ?? exposure.error ?? voidDraw.error} />
      {e && (
        <>
          <p className="mb-2 text-sm" data-testid="exposure-staked">
            {t('lottery.exposure.staked', { amount: money(e.staked) })} ·{' '}
            {e.cap === null ? t('lottery.exposure.noCap') : t('lottery.exposure.cap', { amount: money(e.cap) })}
          </p>
          {e.items.length === 0 ? (
            <p className="text-sm text-slate-500">{t('lottery.exposure.empty')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="border-b text-slate-500">
                <tr>
                  <th className="py-1 pr-3 text-left">{t('lottery.exposure.number')}</th>
                  <th className="py-1 pr-3 text-right">{t('lottery.exposure.stake')}</th>
                  <th className="py-1 pr-3 text-right">{t('lottery.exposure.worst')}</th>
                  <th className="w-1/3 py-1" />
                </tr>
              </thead>
              <tbody>
                {e.items.map((n) => (
                  <tr key={n.number} className="border-b last:border-0" data-testid="exposure-row">
                    <td className="py-1 pr-3 font-mono">{n.number}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{money(n.stake)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{money(n.worstCase)}</td>
                    <td className="py-1">
                      <div
                        className={`h-2 rounded ${e.cap !== null && n.worstCase >= e.cap * 0.8 ? 'bg-red-500' : 'bg-brand'}`}
                        style={{ width: `${Math.round((n.worstCase / scale) * 100)}%` }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {canManage && drawId !== undefined && (
            <div className="mt-3">
              <ReasonAction
                label={t('lottery.exposure.void', { id: drawId })}
                testId="draw-void"
                danger
                pending={voidDraw.isPending}
                onConfirm={(r) => voidDraw.mutate(r)}
              />
              {voidDraw.isSuccess && <p className="text-sm text-emerald-700">{t('lottery.exposure.voided')}</p>}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
