import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../shared/format/use-money';
import { acknowledgeRealityCheck, rgKeys, rgSession } from './api';
import { formatDuration } from './lib';

const POLL_MS = 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The reality check (issue 18.2), over every page including the game frame: when the interval the player
 * chose has passed since login (or since the last "keep playing"), it shows the time played this session
 * and its net result, with keep playing / see my history / log out. The server's clock decides: the page
 * asks on every navigation, every minute, and when the reminder falls due. A session past its time limit
 * is ended by the server; the page then signs out.
 */
export function RealityCheck(props: {
  /** Changes on navigation: the check is asked again. */
  pathname: string;
  onHistory: () => void;
  onLogout: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation('common');
  const money = useFormatMoney();
  const client = useQueryClient();
  const q = useQuery({ queryKey: rgKeys.session, queryFn: rgSession, refetchInterval: POLL_MS });
  const { refetch } = q;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation is the trigger
  useEffect(() => {
    void refetch();
  }, [props.pathname, refetch]);
  const dueAt = q.data?.dueAt;
  const serverNow = q.data?.now;
  useEffect(() => {
    if (!dueAt || !serverNow) return;
    const wait = new Date(dueAt).getTime() - new Date(serverNow).getTime();
    if (wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void refetch(), wait + 250);
    return () => clearTimeout(timer);
  }, [dueAt, serverNow, refetch]);
  const { onSessionEnded } = props;
  const ended = q.data?.sessionEnded ?? false;
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  const ack = useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (next) => client.setQueryData(rgKeys.session, next),
  });
  const s = q.data;
  if (!s?.due || ended) return null;
  return (
    <div className="fixed inset-0 z-[1000] flex items-center justify-center bg-black/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="rg-reality-title"
        data-testid="reality-check"
        className="flex w-full max-w-sm flex-col gap-3 rounded-2xl bg-surface p-5 text-text shadow-xl"
      >
        <h2 id="rg-reality-title" className="text-lg font-bold">
          {t('realityCheck.title')}
        </h2>
        <p data-testid="reality-check-time">{t('realityCheck.played', { time: formatDuration(s.elapsedMs) })}</p>
        <p data-testid="reality-check-net" className={s.net < 0 ? 'text-danger' : 'text-success'}>
          {t('realityCheck.net', { amount: money(s.net, { signed: true }) })}
        </p>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            data-testid="reality-check-continue"
            disabled={ack.isPending}
            onClick={() => ack.mutate()}
            className="h-11 rounded-xl bg-primary text-sm font-bold text-white disabled:opacity-60"
          >
            {t('realityCheck.keepPlaying')}
          </button>
          <button
            type="button"
            data-testid="reality-check-history"
            onClick={() => {
              ack.mutate();
              props.onHistory();
            }}
            className="h-11 rounded-xl border border-primary text-sm font-bold text-primary"
          >
            {t('realityCheck.history')}
          </button>
          <button
            type="button"
            data-testid="reality-check-logout"
            onClick={props.onLogout}
            className="h-11 rounded-xl border border-border text-sm text-text"
          >
            {t('realityCheck.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
