import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/number';
import { useSiteCurrencySymbol } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { balanceQueryOptions } from '../../../shared/wallet/balance-query';

/**
 * The member's balance on the table itself. The table has no site header (inside the lobby's game frame
 * the site's own would be a second header), so this small bar reads the same balance query the header
 * does, which the live socket patches on every stake and payout (shared/realtime).
 */
export function TableBalance() {
  const { t } = useTranslation('dice');
  const token = useSession((s) => s.token);
  const balance = useQuery(balanceQueryOptions(token));
  const siteSymbol = useSiteCurrencySymbol();
  const data = balance.data;
  return (
    <div className="shrink-0 rounded-xl bg-black/30 px-3 py-1.5 text-right">
      <div className="text-[10px] uppercase tracking-wide text-white/60">{t('balance.label')}</div>
      <div
        data-testid="dice-balance"
        data-status={data ? 'ready' : 'pending'}
        className="font-extrabold tabular-nums text-accent"
      >
        {data ? (
          formatMoney(data.sumBalance, data.currencySymbol || siteSymbol)
        ) : (
          <span className="font-medium text-white/60">{t('balance.updating')}</span>
        )}
      </div>
    </div>
  );
}
