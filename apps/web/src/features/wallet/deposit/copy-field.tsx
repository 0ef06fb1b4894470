import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled value with a copy button (bank details the member types into their bank app). */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard refused (permissions, insecure context): the value stays visible to copy by hand.
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 border-border border-b py-2 last:border-b-0">
      <div className="min-w-0">
        <div className="text-xs text-text-muted">{label}</div>
        <div data-testid={testId} className="font-semibold break-all text-text">
          {value}
        </div>
      </div>
      <button
        type="button"
        data-testid={`${testId}-copy`}
        onClick={copy}
        className="h-8 shrink-0 rounded-lg border border-border px-3 text-xs font-semibold text-primary hover:border-primary"
      >
        {copied ? t('deposit.copied') : t('deposit.copy')}
      </button>
    </div>
  );
}
