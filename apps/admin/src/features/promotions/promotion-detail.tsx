import { type PromotionInput, promotionsContract } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Me } from '../../app/me-type';
import { ApiError, call } from '../../shared/api/client';
import { Button, Card, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { Applications } from './applications';
import { Payouts } from './payouts';
import { PromotionForm } from './promotion-form';
import { promotionsKey, usePromotions } from './promotions-page';
import { RafflePrizes } from './raffle-prizes';
import { SharedClaims } from './shared-claims';

type Tab = 'edit' | 'applications' | 'payouts' | 'shared' | 'wheel';

/** One promotion: enable/disable, edit, its applications, payouts (reverse), shared claims and, for a raffle, the wheel. */
export function PromotionDetail({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const list = usePromotions();
  const [tab, setTab] = useState<Tab>('edit');
  const [now] = useState(() => new Date());
  const p = list.data?.items.find((x) => x.id === id);
  const canManage = me.permissions.includes('promotions.manage');
  const refresh = () => qc.invalidateQueries({ queryKey: promotionsKey });
  const save = useMutation({
    mutationFn: (body: PromotionInput) => call(promotionsContract.operatorUpdate, { params: { id: String(id) }, body }),
    onSuccess: refresh,
  });
  const enable = useMutation({
    mutationFn: (enabled: boolean) =>
      call(promotionsContract.operatorEnable, { params: { id: String(id) }, body: { enabled } }),
    onSuccess: refresh,
  });
  if (list.isLoading) return <p>{t('common.loading')}</p>;
  if (!p) return <ErrorText error={list.error ?? new ApiError('promotion_not_found', 404, 'not found')} />;
  const tabs: Tab[] = [
    'edit',
    'applications',
    'payouts',
    'shared',
    ...(p.kind === 'raffle' ? (['wheel'] as const) : []),
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/promotions" className="text-sm text-brand">
          ← {t('promotions.back')}
        </Link>
        <PageTitle>{p.content[i18n.language === 'en' ? 'en' : 'vi'].title}</PageTitle>
        <span
          data-testid="promotion-enabled"
          className={`rounded px-2 py-1 text-xs ${p.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
        >
          {p.enabled ? t('promotions.on') : t('promotions.off')}
        </span>
        {canManage && (
          <Button
            variant={p.enabled ? 'danger' : 'primary'}
            disabled={enable.isPending}
            onClick={() => enable.mutate(!p.enabled)}
          >
            {p.enabled ? t('promotions.disable') : t('promotions.enable')}
          </Button>
        )}
      </div>
      <ErrorText error={enable.error} />
      <div className="flex gap-1 border-b" role="tablist">
        {tabs.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            onClick={() => setTab(x)}
            className={`px-3 py-2 text-sm ${tab === x ? 'border-b-2 border-brand font-medium' : 'text-slate-500'}`}
          >
            {t(`promotions.tabs.${x}`)}
          </button>
        ))}
      </div>
      {tab === 'edit' &&
        (canManage ? (
          <>
            <PromotionForm
              key={p.updatedAt}
              promotion={p}
              now={now}
              saving={save.isPending}
              error={save.error}
              onSave={(b) => save.mutate(b)}
            />
            {save.isSuccess && <p role="status">{t('common.saved')}</p>}
          </>
        ) : (
          <Card>
            <pre className="overflow-x-auto text-xs">{JSON.stringify(p, null, 2)}</pre>
          </Card>
        ))}
      {tab === 'applications' && <Applications id={id} canManage={canManage} />}
      {tab === 'payouts' && <Payouts id={id} canManage={canManage} />}
      {tab === 'shared' && <SharedClaims id={id} />}
      {tab === 'wheel' && <RafflePrizes id={id} canManage={canManage} />}
    </div>
  );
}
