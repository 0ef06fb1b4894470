import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock, timeLeft } from '../lib/promo-view';

/**
 * Time left until `at`, ticking each second: "2d 03:04:05". The digits change once a second with no
 * animation, so it stays as it is for visitors who asked for less motion; screen readers are not told of
 * every tick (aria-live off), only the label.
 */
export function PromoCountdown({ at, kind }: { at: string; kind: 'starts' | 'periodEnds' | 'ends' }) {
  const { t } = useTranslation('promo');
  const end = Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(end > Date.now())) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [end]);
  const left = timeLeft(end, now);
  return (
    <div className="flex flex-col gap-0.5" data-testid="promo-countdown" data-kind={kind}>
      <span className="text-xs font-semibold text-text-muted">{t(`countdown.${kind}`)}</span>
      <span className="tabular text-lg font-extrabold text-primary" aria-live="off">
        {left.days > 0 ? `${t('countdown.days', { count: left.days })} ` : ''}
        {clock(left)}
      </span>
    </div>
  );
}
