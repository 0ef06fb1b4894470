import type { LanguageCode, RaffleSpinAnswer, RaffleState } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorText } from '../../shared/api/error-text';
import { formatDateTime } from '../../shared/format/date';
import { formatCount } from '../../shared/format/number';
import { useFormatMoney } from '../../shared/format/use-money';
import { prefersReducedMotion } from '../../shared/motion/reduced-motion';
import { useIsTrial, useSession } from '../../shared/session/session';
import { Skeleton } from '../../shared/ui/skeleton';
import { invalidateBalance } from '../../shared/wallet/balance-query';
import { raffleKeys, raffleStateOptions, spinWheel } from './api/raffle.api';
import { FairnessPanel } from './components/fairness-panel';
import { PrizeList } from './components/prize-list';
import { SpinHistory } from './components/spin-history';
import { TURN_MS, Wheel } from './components/wheel';
import { rotationFor } from './lib/wheel-geometry';

/** A fresh idempotency key per press of Spin (a retried request of the same press spins once). */
const newKey = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0);

/**
 * The lucky wheel (/luckyWheel?id=<raffle promotion id>, issue 16): tickets this period and how they are
 * earned, the wheel, Spin, the prize, the prizes with their odds, the commitment of the next spin, and the
 * member's spins each with a link that recomputes it in the browser.
 */
export function LuckyWheelPage() {
  const { t, i18n } = useTranslation('raffle');
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const token = useSession((s) => s.token);
  const trial = useIsTrial();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'vi';
  const q = useQuery({ ...raffleStateOptions(id, lang, token), enabled: id > 0 && !!token && !trial });

  return (
    <div data-testid="raffle-page" className="mx-auto flex w-full max-w-[1000px] flex-col gap-4 px-3 py-4 sm:px-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-extrabold">{q.data?.title ?? t('title')}</h1>
          <p className="text-sm text-text-muted">{t('subtitle')}</p>
        </div>
        {id > 0 && (
          <Link to={`/promoDetail?id=${id}`} className="text-sm font-semibold text-primary hover:underline">
            {t('back')}
          </Link>
        )}
      </header>
      {!token ? (
        <Notice title={t('loginTitle')} body={t('loginBody')} cta={{ to: '/login', label: t('loginCta') }} />
      ) : trial ? (
        <Notice body={t('trial')} />
      ) : id === 0 ? (
        <Notice body={t('noWheel')} cta={{ to: '/promotions', label: t('back') }} />
      ) : q.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="mx-auto aspect-square w-full max-w-[340px]" rounded="rounded-full" />
          <Skeleton className="h-64 w-full" rounded="rounded-2xl" />
        </div>
      ) : q.isError ? (
        <div role="alert" data-testid="raffle-load-error" className="rounded-2xl border border-border bg-surface p-6">
          <p className="font-semibold text-danger">{apiErrorText(t, q.error) || t('loadError')}</p>
          <button type="button" onClick={() => void q.refetch()} className="mt-3 font-bold text-primary">
            {t('retry')}
          </button>
        </div>
      ) : (
        <WheelBoard state={q.data} id={id} lang={lang} />
      )}
    </div>
  );
}

function WheelBoard({ state, id, lang }: { state: RaffleState; id: number; lang: LanguageCode }) {
  const { t, i18n } = useTranslation('raffle');
  const money = useFormatMoney();
  const client = useQueryClient();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState<RaffleSpinAnswer | null>(null);
  const [result, setResult] = useState<RaffleSpinAnswer | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const reveal = (answer: RaffleSpinAnswer) => {
    setTurning(null);
    setResult(answer);
    void invalidateBalance(client);
    void client.invalidateQueries({ queryKey: raffleKeys.all });
    resultRef.current?.focus();
  };
  const spin = useMutation({
    mutationFn: () => spinWheel(id, newKey(), lang),
    onSuccess: (answer) => {
      setResult(null);
      const next = rotationFor(rotation, answer.spin.prizeIndex, state.prizes.length);
      // Without motion the wheel jumps to the slice and the prize shows at once.
      if (prefersReducedMotion() || next === rotation) {
        setRotation(next);
        reveal(answer);
        return;
      }
      setTurning(answer);
      setRotation(next);
    },
  });
  // The turn ends with transitionend; should that never come (a hidden tab, an interrupted transition), the
  // prize shows anyway just after the turn's length.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per turn (reveal is a new function each render)
  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => reveal(turning), TURN_MS + 400);
    return () => clearTimeout(timer);
  }, [turning]);
  const tickets = turning ? turning.tickets : state.tickets;
  const busy = spin.isPending || turning !== null;
  const canSpin = state.active && !state.ineligible && tickets.available > 0 && !busy;
  const r = state.rule;

  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-start">
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-4">
        <div className="flex w-full items-center justify-between gap-3">
          <span className="text-sm text-text-muted">{t('tickets.label')}</span>
          <span
            data-testid="raffle-tickets"
            data-count={tickets.available}
            className="text-xl font-extrabold text-money"
          >
            {t('tickets.count', { count: tickets.available, n: formatCount(tickets.available) })}
          </span>
        </div>
        <Wheel prizes={state.prizes} rotation={rotation} onTurned={() => turning && reveal(turning)} />
        <button
          type="button"
          data-testid="raffle-spin"
          disabled={!canSpin}
          onClick={() => spin.mutate()}
          className="h-12 w-full max-w-[340px] rounded-xl bg-accent text-lg font-black text-[#1c1530] shadow transition hover:bg-accent-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? t('spinning') : t('spin')}
        </button>
        {!state.active ? (
          <p className="text-sm text-text-muted">{t('notActive')}</p>
        ) : state.ineligible ? (
          <p className="text-center text-sm text-text-muted" data-testid="raffle-ineligible">
            {t('ineligible')}
          </p>
        ) : (
          tickets.available === 0 &&
          !busy && (
            <p className="text-center text-sm text-text-muted" data-testid="raffle-no-tickets">
              {t('noTickets')}
            </p>
          )
        )}
        {spin.isError && (
          <p role="alert" data-testid="raffle-spin-error" className="text-center text-sm font-semibold text-danger">
            {apiErrorText(t, spin.error)}
          </p>
        )}
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className="w-full max-w-[340px] outline-none"
          data-testid="raffle-result-region"
        >
          {result && (
            <div
              data-testid="raffle-result"
              data-kind={result.spin.prize.kind}
              className="rounded-2xl border-2 border-accent bg-primary-soft p-4 text-center motion-safe:animate-[pulse_1s_ease-in-out_1]"
            >
              <p className="text-xs font-semibold tracking-wide text-text-muted uppercase">{t('result.title')}</p>
              <p className="text-xl font-extrabold">{result.spin.prize.name}</p>
              <p className="text-sm">
                {result.spin.prize.kind === 'none'
                  ? t('result.none')
                  : t(`result.${result.spin.prize.kind}`, { amount: money(result.spin.prize.amount) })}
              </p>
            </div>
          )}
        </div>
        <div className="w-full text-xs leading-5 text-text-muted" data-testid="raffle-rule">
          {r.depositPer !== null && <p>{t('tickets.deposit', { amount: money(r.depositPer) })}</p>}
          {r.turnoverPer !== null && <p>{t('tickets.turnover', { amount: money(r.turnoverPer) })}</p>}
          {r.maxTickets !== null && <p>{t('tickets.max', { count: r.maxTickets })}</p>}
          <p>{t('tickets.used', { used: tickets.used, earned: tickets.earned })}</p>
          <p>{t('tickets.progress', { deposited: money(tickets.deposited), turnover: money(tickets.turnover) })}</p>
          {state.periodEnd && <p>{t('tickets.periodEnd', { at: formatDateTime(state.periodEnd, i18n.language) })}</p>}
        </div>
      </section>
      <div className="flex flex-col gap-4">
        <PrizeList prizes={state.prizes} />
        <SpinHistory spins={state.recent} wheelId={id} />
        <FairnessPanel fairness={turning ? state.fairness : (result?.fairness ?? state.fairness)} />
      </div>
    </div>
  );
}

function Notice({ title, body, cta }: { title?: string; body: string; cta?: { to: string; label: string } }) {
  return (
    <div data-testid="raffle-notice" className="rounded-2xl border border-border bg-surface p-8 text-center">
      {title && <h2 className="text-lg font-bold">{title}</h2>}
      <p className="mt-1 text-sm text-text-muted">{body}</p>
      {cta && (
        <Link
          to={cta.to}
          className="mt-4 inline-flex h-10 items-center rounded-xl bg-primary px-5 text-sm font-bold text-white"
        >
          {cta.label}
        </Link>
      )}
    </div>
  );
}
