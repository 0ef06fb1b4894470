import type { PromotionAction, PromotionView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useFormatMoney } from '../../../shared/format/use-money';
import { navigateTo } from '../../../shared/router/app-navigator';
import { showDialog } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import type { ActionOutcome } from '../api/promotions.api';
import { useMemberToken } from '../hooks/use-member-token';
import { usePromotionAction } from '../hooks/use-promotion-action';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The promotion's button: join, apply, claim or sign in (spec §4 transitions). A visitor is asked to log in
 * first; a member sees the outcome in a dialog (what was paid, and the wagering it carries) or the refusal,
 * translated, under the button. Nothing to press (in progress, claimed, closed …): no button.
 */
export function PromoActionButton({ promo, wide = false }: { promo: PromotionView; wide?: boolean }) {
  const { t } = useTranslation('promo');
  // Visitors and trial accounts are asked to log in with a real account.
  const loggedIn = useMemberToken() !== null;
  const money = useFormatMoney();
  const mutation = usePromotionAction(promo);
  const action = promo.action;
  if (!action) return null;

  const press = () => {
    if (!loggedIn) {
      askToLogIn(t);
      return;
    }
    mutation.mutate(action, { onSuccess: (outcome) => showOutcome(t, money, action, outcome) });
  };

  return (
    <div className={`flex flex-col gap-1 ${wide ? 'w-full' : ''}`}>
      <button
        type="button"
        data-testid="promo-action"
        data-action={action}
        disabled={mutation.isPending}
        onClick={press}
        className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-accent to-accent-strong px-6 text-sm font-extrabold text-black shadow transition hover:brightness-105 focus-visible:outline-2 disabled:opacity-70 motion-reduce:transition-none ${wide ? 'w-full' : ''}`}
      >
        {mutation.isPending ? <Spinner size="sm" label={t('action.working')} /> : null}
        {t(`action.${action}`)}
      </button>
      {mutation.isError ? (
        <p role="alert" data-testid="promo-action-error" className="text-xs font-medium text-danger">
          {apiErrorText(t, mutation.error)}
        </p>
      ) : null}
    </div>
  );
}

function askToLogIn(t: Translate) {
  showDialog({
    testId: 'promo-login-dialog',
    title: t('login.title'),
    message: t('login.body'),
    icon: 'info',
    confirmLabel: t('login.confirm'),
    cancelLabel: t('common:cancel'),
    onConfirm: () => navigateTo('/login'),
  });
}

function showOutcome(t: Translate, money: (minor: number) => string, action: PromotionAction, o: ActionOutcome) {
  const reward = o.reward;
  let message: string;
  if (reward && reward.status === 'claim') message = t('result.offered', { amount: money(reward.amount) });
  else if (reward) message = t('result.paid', { amount: money(reward.amount) });
  else message = t(`result.${action}`);
  if (o.promotion.wageringText && reward)
    message = `${message} ${t('result.wagering', { rule: o.promotion.wageringText })}`;
  showDialog({ testId: 'promo-result', title: o.promotion.title, message, icon: 'success' });
}
