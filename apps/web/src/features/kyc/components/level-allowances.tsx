import { KYC_LEVELS, type KycLevel, type KycSettings } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';

/** What each level allows at once (the operator's settings), the member's own level marked. */
export function LevelAllowances({ allowances, level }: { allowances: KycSettings; level: KycLevel }) {
  const { t } = useTranslation('memberCentre');
  const money = useFormatMoney();
  const ceiling = (value: number | null) => (value === null ? t('kyc.noLimit') : money(value));
  const of = (l: KycLevel) => (l === 'full' ? { maxDeposit: null, maxWithdrawal: null } : allowances[l]);
  return (
    <div className="overflow-x-auto">
      <table data-testid="kyc-allowances" className="w-full min-w-[20rem] text-left text-sm">
        <caption className="pb-2 text-left font-semibold text-text">{t('kyc.allowancesTitle')}</caption>
        <thead className="text-text-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('kyc.levelColumn')}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('kyc.maxDeposit')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('kyc.maxWithdrawal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {KYC_LEVELS.map((l) => (
            <tr
              key={l}
              data-testid={`kyc-allowance-${l}`}
              aria-current={l === level ? 'true' : undefined}
              className={l === level ? 'font-semibold text-primary' : 'text-text'}
            >
              <th scope="row" className="py-1.5 pr-3 font-inherit">
                {t(`kyc.levels.${l}`)}
                {l === level ? <span className="ml-1 text-xs">({t('kyc.yours')})</span> : null}
              </th>
              <td className="tabular py-1.5 pr-3">{ceiling(of(l).maxDeposit)}</td>
              <td className="tabular py-1.5">{ceiling(of(l).maxWithdrawal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
