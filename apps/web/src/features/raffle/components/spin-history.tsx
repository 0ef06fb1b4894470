import type { LanguageCode, RaffleSpin } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { fetchSpins } from '../api/raffle.api';
import { verifyLink } from '../lib/verify-link';

/** How many spins the wheel's state brings (the server's RECENT): a full page may have older ones. */
const RECENT = 10;

/**
 * The member's spins of this wheel, newest first, each with its prize and a link that recomputes it; older
 * spins page in below (keyset on the last id shown).
 */
export function SpinHistory({ spins: recent, wheelId }: { spins: RaffleSpin[]; wheelId: number }) {
  const { t, i18n } = useTranslation('raffle');
  const money = useFormatMoney();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'vi';
  const [older, setOlder] = useState<{ after: number; items: RaffleSpin[]; done: boolean }>({
    after: 0,
    items: [],
    done: false,
  });
  // Older pages belong to the newest list they were read under; a new spin starts them over.
  const head = recent[0]?.id ?? 0;
  const extra = older.after === head ? older : { after: head, items: [], done: recent.length < RECENT };
  const spins = [...recent, ...extra.items];
  const more = useMutation({
    mutationFn: () => fetchSpins(wheelId, lang, spins.at(-1)!.id),
    onSuccess: (page) =>
      setOlder({ after: head, items: [...extra.items, ...page.items], done: page.items.length < 20 }),
  });
  return (
    <section className="rounded-2xl border border-border bg-surface p-4" data-testid="raffle-history">
      <h2 className="mb-2 text-base font-bold">{t('history.title')}</h2>
      {spins.length === 0 ? (
        <p className="text-sm text-text-muted">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {spins.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2" data-testid="raffle-history-item">
              <span className="min-w-0">
                <span className="block truncate font-semibold">
                  {s.prize.name}
                  {s.prize.kind !== 'none' && (
                    <span className="ml-2 font-bold text-money tabular-nums">
                      {money(s.prize.amount, { signed: true })}
                    </span>
                  )}
                </span>
                <span className="text-xs text-text-muted">
                  {formatDateTime(s.createdAt, i18n.language)} · #{s.nonce}
                </span>
              </span>
              <Link
                to={verifyLink(s)}
                aria-label={t('history.verifyLabel', { nonce: s.nonce })}
                data-testid="raffle-verify-link"
                className="shrink-0 rounded-lg border border-primary px-3 py-1.5 text-xs font-bold text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary"
              >
                {t('history.verify')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!extra.done && spins.length > 0 && (
        <button
          type="button"
          data-testid="raffle-history-more"
          disabled={more.isPending}
          onClick={() => more.mutate()}
          className="mt-2 w-full rounded-lg py-2 text-sm font-bold text-primary hover:bg-primary-soft disabled:opacity-50"
        >
          {t('history.more')}
        </button>
      )}
      {more.isError && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {apiErrorText(t, more.error)}
        </p>
      )}
    </section>
  );
}
