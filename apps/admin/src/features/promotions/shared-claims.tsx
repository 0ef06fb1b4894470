import { promotionsContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Claims of the promotion from one IP or device by more than one account (bonus abuse). */
export function SharedClaims({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['promotion-shared', id],
    queryFn: ({ signal }) => call(promotionsContract.operatorSharedClaims, { params: { id: String(id) }, signal }),
  });
  const groups = q.data?.groups ?? [];
  return (
    <Card title={t('promotions.shared.title')}>
      <ErrorText error={q.error} />
      {q.isSuccess && groups.length === 0 && <p className="text-sm text-slate-500">{t('promotions.shared.none')}</p>}
      <div className="space-y-4" data-testid="shared-claims">
        {groups.map((g) => (
          <div key={`${g.by}-${g.value}`}>
            <h3 className="text-sm font-medium">
              {t(`promotions.shared.${g.by}`)}: <span className="font-mono">{g.value}</span>
            </h3>
            <table className="mt-1 w-full text-left text-sm">
              <thead className="border-b text-slate-500">
                <tr>
                  <th className="py-1 pr-3">{t('promotions.account')}</th>
                  <th className="py-1 pr-3">{t('promotions.shared.claims')}</th>
                  <th className="py-1">{t('promotions.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {g.accounts.map((a) => (
                  <tr key={a.memberId} className="border-b last:border-0">
                    <td className="py-1 pr-3">{a.account}</td>
                    <td className="py-1 pr-3 tabular-nums">{count(a.claims)}</td>
                    <td className="py-1 tabular-nums">{money(a.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </Card>
  );
}
