import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rgKeys, rgStateQuery, skipRgOffer } from '../api';

/**
 * The limits offer made at the first deposit (issue 18.1): until the member sets a limit or skips it, the
 * deposit page starts with it. Not a popup: it never stands between the member and the deposit.
 */
export function LimitsOffer({ onSetLimits }: { onSetLimits: () => void }) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const state = useQuery(rgStateQuery());
  const skip = useMutation({ mutationFn: skipRgOffer, onSuccess: (next) => client.setQueryData(rgKeys.state, next) });
  if (!state.data || state.data.offerAnswered || state.data.hasDeposited) return null;
  return (
    <div
      data-testid="rg-offer"
      className="mb-4 flex flex-col gap-2 rounded-2xl border border-primary/40 bg-primary-soft p-4"
    >
      <p className="text-sm font-semibold text-text">{t('rgOffer.title')}</p>
      <p className="text-xs text-text-muted">{t('rgOffer.text')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          data-testid="rg-offer-set"
          onClick={onSetLimits}
          className="h-9 rounded-xl bg-primary px-3 text-xs font-bold text-white"
        >
          {t('rgOffer.set')}
        </button>
        <button
          type="button"
          data-testid="rg-offer-skip"
          disabled={skip.isPending}
          onClick={() => skip.mutate()}
          className="h-9 rounded-xl border border-border px-3 text-xs text-text"
        >
          {t('rgOffer.skip')}
        </button>
      </div>
    </div>
  );
}
