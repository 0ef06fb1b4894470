import type { RgHistoryItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';

const KNOWN = [
  'rg.limits.set',
  'deposit_limits.set',
  'rg.reality.set',
  'rg.exclusion.start',
  'rg.exclusion.lift',
  'rg.session.ended',
];

/** The member's own history of safer-gambling changes (the audit records), newest first. */
export function RgHistory({ items }: { items: RgHistoryItem[] }) {
  const { t, i18n } = useTranslation('memberCentre');
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-text">{t('rg.historyTitle')}</h4>
      <ul data-testid="rg-history" className="flex flex-col divide-y divide-border text-sm">
        {items.map((r) => (
          <li
            key={`${r.at}|${r.action}|${r.actor}`}
            data-testid="rg-history-item"
            data-action={r.action}
            className="flex flex-col gap-0.5 py-2"
          >
            <span className="text-text">
              {KNOWN.includes(r.action) ? t(`rg.actions.${r.action.replace(/\./g, '_')}`) : r.action}
            </span>
            <time dateTime={r.at} className="text-xs text-text-muted">
              {formatDateTime(r.at, i18n.language)}
              {r.actor.startsWith('operator:') ? ` · ${t('rg.bySupport')}` : ''}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
