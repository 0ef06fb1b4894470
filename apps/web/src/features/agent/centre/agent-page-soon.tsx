import { useTranslation } from 'react-i18next';
import type { AgentPageId } from './agent-pages';

/**
 * An entry whose page is not served yet: today's plain "opens soon" state, never a page of made-up
 * figures. The entry's menu label heads it.
 */
export function AgentPageSoon({ page }: { page: AgentPageId }) {
  const { t } = useTranslation('agent');
  return (
    <section
      role="status"
      data-testid="agent-page-soon"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/50 px-5 py-10 text-center"
    >
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-[#1c1530] uppercase">
        {t('centre.soonBadge')}
      </span>
      <h2 className="text-lg font-bold text-text">{t(`centre.menu.${page}`)}</h2>
      <p className="max-w-md text-sm leading-6 text-text-muted">{t('soon.body')}</p>
    </section>
  );
}
