import { useTranslation } from 'react-i18next';
import { useSharedNow } from '../hooks/use-now';
import { cardCountdowns } from '../lib/lobby-filter';
import { countdownParts } from '../lib/percent';

/** A countdown: m:ss, h:mm:ss, or "2 days 03:15:00" past a day (Vietnam draws a week away). */
export function Countdown({ ms }: { ms: number }) {
  const { t } = useTranslation('lottery');
  const { days, clock } = countdownParts(ms);
  return <>{days > 0 ? t('lobby.days', { count: days, clock }) : clock}</>;
}

/**
 * A lobby card's countdown to its draw's lock or draw, ticking by itself once a second: the card and the
 * lobby around it are not rendered again for it. `receivedAt` is the device time its answer arrived.
 */
export function CardCountdown({
  item,
  receivedAt,
  to,
}: {
  item: { remainTime: number; lockTime: number };
  receivedAt: number;
  to: 'lock' | 'draw';
}) {
  const now = useSharedNow(1_000);
  const { toLock, toDraw } = cardCountdowns(item, receivedAt, now);
  return <Countdown ms={to === 'lock' ? toLock : toDraw} />;
}
