import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Narrows a team list to one account (applied on submit). */
export function AccountFilter({ onApply }: { onApply: (account: string) => void }) {
  const { t } = useTranslation('agent');
  const [typed, setTyped] = useState('');
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(typed.trim());
      }}
    >
      <input
        type="search"
        aria-label={t('team.account')}
        placeholder={t('team.account')}
        maxLength={30}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm"
      />
      <button type="submit" className="h-9 rounded-lg bg-surface-2 px-4 text-sm font-semibold">
        {t('kit.filter')}
      </button>
    </form>
  );
}
