import type { LotteryDraw } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSharedNow } from '../hooks/use-now';
import { Countdown } from './countdown';

/** The open draw: its number, the countdowns to lock and to the draw (server clock), or why none is open. */
export function DrawHeader({ draw, offset }: { draw: LotteryDraw | null; offset: number }) {
  const { t } = useTranslation('lottery');
  const now = useSharedNow(500) + offset;
  if (!draw) return <p className="text-sm text-white/80">{t('slip.noDraw')}</p>;
  const toLock = Date.parse(draw.closesAt) - now;
  const toDraw = Date.parse(draw.drawsAt) - now;
  const open = draw.state === 'open' && toLock > 0;
  return (
    <div
      className="flex flex-wrap items-end gap-x-5 gap-y-1"
      data-testid="lottery-draw-header"
      data-state={open ? 'open' : draw.state}
    >
      <span>
        <span className="block text-xs text-white/70">{t('game.draw')}</span>
        <span className="tabular text-lg font-extrabold" data-testid="lottery-draw-no">
          {draw.drawNo}
        </span>
      </span>
      <span>
        <span className="block text-xs text-white/70">{open ? t('lobby.locksIn') : t('game.locked')}</span>
        <span className="tabular text-2xl font-black text-accent" data-testid="lottery-lock-countdown">
          {open ? <Countdown ms={toLock} /> : '—'}
        </span>
      </span>
      <span>
        <span className="block text-xs text-white/70">{t('lobby.drawsIn')}</span>
        <span className="tabular text-lg font-bold">{toDraw > 0 ? <Countdown ms={toDraw} /> : t('game.drawing')}</span>
      </span>
    </div>
  );
}
