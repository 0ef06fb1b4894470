import type { Round } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { myBetsQueryOptions } from '../api/my-bets.api';
import { selectionText } from '../lib/selection-text';
import { diceVerifyLink } from '../lib/verify-link';

const STATE_TONE = {
  placed: 'text-white/70',
  won: 'text-emerald-300',
  lost: 'text-white/50',
  refunded: 'text-amber-300',
} as const;

/** The member's bets on one round: each spot, stake, outcome and payout; the round's verify link once drawn. */
function RoundBets({ round, title }: { round: Round; title: string }) {
  const { t } = useTranslation('dice');
  const money = useFormatMoney();
  const token = useSession((s) => s.token);
  const q = useQuery(myBetsQueryOptions(round.id, token));
  const bets = q.data?.items ?? [];
  if (bets.length === 0) return null;
  const staked = bets.reduce((s, b) => s + b.stake, 0);
  const settled = bets.every((b) => b.payout !== null);
  const paid = bets.reduce((s, b) => s + (b.payout ?? 0), 0);
  const drawn = round.serverSeed !== null && round.result !== null;
  return (
    <div data-testid="dice-my-round" data-round-id={round.id} className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-bold text-white/80">
          {title} · {t('round.number', { seq: round.seq })}
        </span>
        {drawn && (
          <Link
            to={diceVerifyLink(round.id)}
            data-testid="dice-my-verify"
            className="rounded-lg bg-white/10 px-2 py-1 font-bold hover:bg-white/20"
          >
            {t('myBets.verify')}
          </Link>
        )}
      </div>
      <ul className="flex flex-col gap-0.5">
        {bets.map((b) => (
          <li key={b.id} data-testid="dice-my-bet" data-state={b.state} className="flex items-center gap-2 text-sm">
            <span className="flex-1">{selectionText(t, b.selection)}</span>
            <span className="tabular-nums">{money(b.stake)}</span>
            <span className={`w-20 text-right text-xs font-bold ${STATE_TONE[b.state]}`}>
              {t(`myBets.state.${b.state}`)}
            </span>
            <span className="w-24 text-right tabular-nums font-bold text-accent">
              {b.payout === null ? '—' : money(b.payout)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-between border-t border-white/10 pt-1 text-xs">
        <span>{t('myBets.staked', { amount: money(staked) })}</span>
        {settled && (
          <span data-testid="dice-my-payout" className="font-extrabold text-accent">
            {t('myBets.paid', { amount: money(paid) })}
          </span>
        )}
      </div>
    </div>
  );
}

/** My bets on the round taking bets and on the one drawn before it (with their outcome and payout). */
export function MyBets({ current, previous }: { current: Round | null; previous: Round | null }) {
  const { t } = useTranslation('dice');
  const token = useSession((s) => s.token);
  // The same queries the rounds below read (shared cache): enough to tell whether there is anything to show.
  const cur = useQuery(myBetsQueryOptions(current?.id ?? null, token));
  const prev = useQuery(myBetsQueryOptions(previous?.id ?? null, token));
  const none = (cur.data?.items.length ?? 0) + (prev.data?.items.length ?? 0) === 0;
  return (
    <section
      aria-labelledby="dice-my-title"
      data-testid="dice-my-bets"
      className="flex flex-col gap-3 rounded-2xl bg-black/25 p-3"
    >
      <h2 id="dice-my-title" className="text-sm font-extrabold">
        {t('myBets.title')}
      </h2>
      {current && <RoundBets round={current} title={t('myBets.thisRound')} />}
      {previous && <RoundBets round={previous} title={t('myBets.lastRound')} />}
      {none && <p className="text-xs text-white/50">{t('myBets.none')}</p>}
    </section>
  );
}
