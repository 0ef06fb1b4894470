import { useTranslation } from 'react-i18next';

/** Red count bubble of a menu entry; nothing at zero (spec §2: badges only when above zero). */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation('memberCentre');
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unread', { count })}</span>
    </span>
  );
}
