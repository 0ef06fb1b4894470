import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/ui/load-error';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { rgHistoryQuery, rgStateQuery } from './api';
import { ExclusionPanel } from './components/exclusion-panel';
import { LimitsPanel } from './components/limits-panel';
import { RealityInterval } from './components/reality-interval';
import { RgHistory } from './components/rg-history';

/**
 * Responsible gaming in the security centre (issue 18): one-click time-out and self-exclusion (password
 * confirmed), deposit / loss / wagering / session-time limits with their pending increases, the reality
 * check's interval, and the member's own history of changes.
 */
export function SaferGamblingSection({ className }: { className?: string }) {
  const { t } = useTranslation('memberCentre');
  const state = useQuery(rgStateQuery());
  const history = useQuery(rgHistoryQuery());
  return (
    <section data-testid="rg-section" className={className}>
      <h3 className="font-semibold text-text">{t('rg.title')}</h3>
      {state.isPending ? (
        <CenteredSpinner minHeight={120} />
      ) : state.isError ? (
        <LoadError error={state.error} onRetry={state.refetch} testId="rg-load-error" compact />
      ) : (
        <>
          <ExclusionPanel state={state.data} />
          <LimitsPanel state={state.data} />
          <RealityInterval state={state.data} />
          {history.data ? <RgHistory items={history.data.items} /> : null}
        </>
      )}
    </section>
  );
}
