import type { LotteryItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numeroText } from '../lib/lobby-filter';
import { CardCountdown } from './countdown';

interface Props {
  item: LotteryItem;
  /** Device time its countdowns' answer arrived (the open-number refresh or the list). */
  receivedAt: number;
  favourite: boolean;
  onFavourite: () => void;
}

/** A lobby card: name, remark, open number, countdowns to lock and draw, the last special prize. */
export function LotteryCard({ item, receivedAt, favourite, onFavourite }: Props) {
  const { t } = useTranslation('lottery');
  const last = item.lastResult;
  const special = last?.result.prizes.special?.[0];
  const href = `/lottery?gameCode=${encodeURIComponent(item.gameId)}&vendor=TCG_LOTTO_VN`;
  return (
    <li
      data-testid="lottery-card"
      data-game={item.gameId}
      className="relative flex flex-col gap-1.5 rounded-2xl border border-border bg-surface p-3 shadow-sm"
    >
      <button
        type="button"
        onClick={onFavourite}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobby.unfavourite' : 'lobby.favourite', { name: item.gameName })}
        data-testid="lottery-card-fav"
        className={`absolute top-2 right-2 grid size-8 place-items-center rounded-full text-lg ${favourite ? 'text-danger' : 'text-text-muted'}`}
      >
        {favourite ? '♥' : '♡'}
      </button>
      <Link to={href} className="flex flex-col gap-1.5 pr-8" data-testid="lottery-card-link">
        <span className="flex items-center gap-1.5">
          <span className={`rounded px-1.5 py-0.5 text-[10px] font-bold text-white ${TAG_COLOUR[item.tag]}`}>
            {t(`lobby.tags.${item.tag}`)}
          </span>
          <span className="truncate text-base font-extrabold">{item.gameName}</span>
        </span>
        <span className="truncate text-xs text-text-muted">{item.remark}</span>
      </Link>
      <div className="flex items-end justify-between gap-2 text-xs">
        <span>
          <span className="block text-text-muted">{t('lobby.numero')}</span>
          <span className="tabular text-sm font-bold" data-testid="lottery-card-numero">
            {item.numero ? numeroText(item.numero) : '—'}
          </span>
        </span>
        {item.open ? (
          <span className="text-right">
            <span className="block text-text-muted">{t('lobby.locksIn')}</span>
            <span className="tabular text-base font-extrabold text-danger" data-testid="lottery-card-lock">
              <CardCountdown item={item} receivedAt={receivedAt} to="lock" />
            </span>
          </span>
        ) : (
          <span className="text-right text-text-muted">{t('lobby.closed')}</span>
        )}
        <span className="text-right">
          <span className="block text-text-muted">{t('lobby.drawsIn')}</span>
          <span className="tabular text-sm font-bold">
            {item.drawsAt ? <CardCountdown item={item} receivedAt={receivedAt} to="draw" /> : '—'}
          </span>
        </span>
      </div>
      <div className="flex items-center justify-between border-t border-border pt-1.5 text-xs">
        <span className="text-text-muted">
          {t('lobby.last')} {last ? `#${numeroText(last.numero)}` : ''}
          {last?.demo && (
            <span className="ml-1 rounded bg-accent/25 px-1 font-bold text-text" data-testid="lottery-demo-tag">
              {t('demo.tag')}
            </span>
          )}
        </span>
        <span className="tabular text-base font-black tracking-wider text-danger">{special ?? '—'}</span>
      </div>
    </li>
  );
}

const TAG_COLOUR: Record<LotteryItem['tag'], string> = {
  MB: 'bg-[#b91c1c]',
  MT: 'bg-[#d97706]',
  MN: 'bg-[#15803d]',
  ST: 'bg-primary',
};
