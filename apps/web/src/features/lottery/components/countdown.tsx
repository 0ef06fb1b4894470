import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/percent';

/** A countdown: m:ss, h:mm:ss, or "2 days 03:15:00" past a day (Vietnam draws a week away). */
export function Countdown({ ms }: { ms: number }) {
  const { t } = useTranslation('lottery');
  const { days, clock } = countdownParts(ms);
  return <>{days > 0 ? t('lobby.days', { count: days, clock }) : clock}</>;
}
