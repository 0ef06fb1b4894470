import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, useRegisterSettings, useWhitelabel } from '../../../shared/system';
import { SkeletonText } from '../../../shared/ui/skeleton';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { flagOn } from '../lib/whitelabel-flags';
import { EmailResetForm } from './email-reset-form';
import { PhoneResetForm } from './phone-reset-form';
import { type RecoveryMethod, recoveryMethods } from './recovery-rules';

/**
 * The forgot-password form (spec §2): the email / mobile switch only when both methods are on.
 * `resetToken` (from the e-mailed link) opens the e-mail method's reset step directly; `onReset`
 * runs after an e-mail reset (the player must log in again).
 */
export function ForgetForm({ resetToken, onReset }: { resetToken: string | null; onReset: () => void }) {
  const { t } = useTranslation('recovery');
  const whitelabel = useWhitelabel();
  const settings = useRegisterSettings();
  const { methods, initial } = recoveryMethods({
    EMAILRECOVERY: flagOn(whitelabel.data, 'EMAILRECOVERY'),
    PHONERECOVERY: flagOn(whitelabel.data, 'PHONERECOVERY'),
  });
  const [chosen, setChosen] = useState<RecoveryMethod | null>(resetToken ? 'email' : null);
  const method = chosen && methods.includes(chosen) ? chosen : initial;

  if (whitelabel.isPending) return <SkeletonText lines={5} />;
  if (whitelabel.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-sm">
        <p className="text-text-muted">{t('loadFailed')}</p>
        <button type="button" className={secondaryButtonClass} onClick={() => void whitelabel.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!method) {
    return (
      <div data-testid="forget-none" className="flex flex-col items-center gap-3 py-4 text-center text-sm">
        <p className="leading-6 text-text">{t('none')}</p>
        <button
          type="button"
          data-testid="cs-button"
          className={primaryButtonClass}
          onClick={() => void openCustomerService()}
        >
          {t('email.openChat')}
        </button>
      </div>
    );
  }

  const fields = settings.data?.fields;
  return (
    <div data-testid="forget-form" data-method={method} className="flex flex-col gap-4">
      {methods.length > 1 ? (
        <div
          role="tablist"
          aria-label={t('methods.label')}
          className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1"
        >
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={m === method}
              data-testid={`forget-method-${m}`}
              onClick={() => setChosen(m)}
              className={`h-9 rounded-lg text-sm font-semibold transition ${m === method ? 'bg-surface text-primary shadow-sm' : 'text-text-muted hover:text-text'}`}
            >
              {t(`methods.${m}`)}
            </button>
          ))}
        </div>
      ) : null}
      {method === 'mobileNum' ? (
        <PhoneResetForm fields={fields} />
      ) : (
        <EmailResetForm fields={fields} initialToken={resetToken} onDone={onReset} />
      )}
    </div>
  );
}
