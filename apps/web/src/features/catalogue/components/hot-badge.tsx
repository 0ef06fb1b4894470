import { useTranslation } from 'react-i18next';

/** The small "hot" pill beside a vendor's name in the vendor drop-down and the phone vendor sheet. */
export function HotBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid={testId}
      className="shrink-0 rounded-full bg-gradient-to-r from-[#ef4444] to-[#f97316] px-1.5 py-px font-black text-[9px] text-white uppercase"
    >
      {t('games:hot')}
    </span>
  );
}
