import type { PointsReward } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { blockedReason } from '../lib/points-view';

const ART: Record<PointsReward['kind'], { from: string; to: string; glyph: string }> = {
  cash: { from: '#059669', to: '#0ea5e9', glyph: '₫' },
  bonus: { from: '#7c3aed', to: '#db2777', glyph: '★' },
  physical: { from: '#f59e0b', to: '#ef4444', glyph: '🎁' },
  raffle_ticket: { from: '#0ea5e9', to: '#6366f1', glyph: '🎟' },
};

/** One catalogue entry: picture, name, price in points, worth, stock and the redeem button. */
export function RewardCard({
  reward,
  balance,
  loggedIn,
  onRedeem,
}: {
  reward: PointsReward;
  balance: number | null;
  loggedIn: boolean;
  onRedeem: (reward: PointsReward) => void;
}) {
  const { t } = useTranslation('pointMall');
  const money = useFormatMoney();
  const art = ART[reward.kind];
  const blocked = loggedIn ? blockedReason(reward, balance) : null;
  return (
    <li
      data-testid="mall-reward"
      data-reward-id={reward.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div
        className="relative flex aspect-[4/3] items-center justify-center text-5xl text-white"
        style={{ background: `linear-gradient(135deg, ${art.from}, ${art.to})` }}
      >
        {reward.imageUrl ? (
          <img src={reward.imageUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="drop-shadow">
            {art.glyph}
          </span>
        )}
        <span className="absolute top-2 left-2 rounded-full bg-black/40 px-2 py-0.5 text-[11px] font-bold">
          {t(`kinds.${reward.kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm font-bold text-text">{reward.name}</h3>
        {reward.description ? (
          <p className="line-clamp-2 text-xs leading-5 text-text-muted">{reward.description}</p>
        ) : null}
        <p className="tabular text-base font-extrabold text-primary" data-testid="mall-reward-points">
          {t('catalogue.points', { value: formatCount(reward.points) })}
        </p>
        {reward.amount > 0 ? (
          <p className="text-xs text-text-muted">{t('catalogue.amount', { amount: money(reward.amount) })}</p>
        ) : null}
        <p className="text-xs text-text-muted">
          {reward.stock === null
            ? t('catalogue.unlimited')
            : reward.stock === 0
              ? t('catalogue.soldOut')
              : t('catalogue.stock', { count: reward.stock })}
          {reward.perMemberLimit !== null ? ` · ${t('catalogue.limit', { count: reward.perMemberLimit })}` : ''}
        </p>
        <button
          type="button"
          data-testid="mall-redeem"
          disabled={blocked !== null}
          onClick={() => onRedeem(reward)}
          className="mt-auto inline-flex h-10 items-center justify-center rounded-xl bg-primary text-sm font-bold text-white transition hover:bg-primary-strong disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-text-muted"
        >
          {blocked ? t(`catalogue.${blocked}`) : t('catalogue.redeem')}
        </button>
      </div>
    </li>
  );
}
