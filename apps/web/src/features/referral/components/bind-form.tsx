import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { Spinner } from '../../../shared/ui/spinner';
import { bindCode, REFERRAL_KEY } from '../api/referral.api';

/** A member who signed up without a link may still enter a friend's code (within the window, before a deposit). */
export function BindForm() {
  const { t } = useTranslation('memberCentre');
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const bind = useMutation({
    mutationFn: (c: string) => bindCode(c),
    onSuccess: () => client.invalidateQueries({ queryKey: REFERRAL_KEY }),
  });
  return (
    <form
      data-testid="referral-bind"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) bind.mutate(code.trim());
      }}
      className="flex flex-col gap-2 rounded-xl border border-border p-3"
    >
      <label htmlFor="referral-bind-code" className="text-sm font-semibold text-text">
        {t('referralPage.bind.title')}
      </label>
      <div className="flex gap-2">
        <input
          id="referral-bind-code"
          value={code}
          maxLength={32}
          autoCapitalize="characters"
          onChange={(e) => setCode(e.currentTarget.value)}
          placeholder={t('referralPage.bind.placeholder')}
          className="h-10 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-sm uppercase"
        />
        <button
          type="submit"
          disabled={bind.isPending || !code.trim()}
          className="inline-flex h-10 items-center gap-2 rounded-xl bg-primary px-4 text-sm font-bold text-white disabled:opacity-60"
        >
          {bind.isPending ? <Spinner size="sm" /> : null}
          {t('referralPage.bind.submit')}
        </button>
      </div>
      {bind.isError ? (
        <p role="alert" data-testid="referral-bind-error" className="text-xs text-danger">
          {apiErrorText(t, bind.error)}
        </p>
      ) : null}
    </form>
  );
}
