import { accountsContract, type LoginFailures } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/api/client';
import { formatDateTime } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session';
import { deviceLabel } from './device-label';

/** The operator's display zone (times on the site are shown in it). */
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

function formatAt(iso: string, language: string): string {
  return formatDateTime(iso, language, { seconds: true, timeZone: TIME_ZONE });
}

/**
 * The member's recent failed sign-ins (GET /wps/member/security/loginFailures): when, from which address
 * and which browser. Wrong passwords no longer lock the account, so this is how a player learns that
 * someone is trying theirs. A list of cards on a phone, a table-like grid from `sm` up.
 */
export function LoginFailuresList({ items }: { items: LoginFailures['items'] }) {
  const { t, i18n } = useTranslation('memberCentre');
  if (items.length === 0) {
    return (
      <p data-testid="login-failures-empty" className="text-sm text-text-muted">
        {t('security.failuresNone')}
      </p>
    );
  }
  return (
    <ul data-testid="login-failures" className="flex flex-col divide-y divide-border text-sm">
      <li
        aria-hidden="true"
        className="hidden gap-3 pb-2 font-semibold text-text-muted sm:grid sm:grid-cols-[minmax(0,11rem)_minmax(0,9rem)_1fr]"
      >
        <span>{t('security.failuresTime')}</span>
        <span>{t('security.failuresAddress')}</span>
        <span>{t('security.failuresDevice')}</span>
      </li>
      {items.map((f) => (
        <li
          key={f.id}
          data-testid="login-failure"
          className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,9rem)_1fr] sm:gap-y-0"
        >
          <span className="text-text-muted sm:hidden">{t('security.failuresTime')}</span>
          <time dateTime={f.at} className="text-text">
            {formatAt(f.at, i18n.language)}
          </time>
          <span className="text-text-muted sm:hidden">{t('security.failuresAddress')}</span>
          <span className="break-all font-mono text-text">{f.ip ?? '—'}</span>
          <span className="text-text-muted sm:hidden">{t('security.failuresDevice')}</span>
          <span className="min-w-0 text-text" title={f.userAgent ?? undefined}>
            {deviceLabel(f.userAgent) ?? t('security.failuresUnknownDevice')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The security centre's section: the list, loaded for this session. */
export function LoginFailuresSection({ className }: { className?: string }) {
  const { t } = useTranslation('memberCentre');
  const token = useSession((s) => s.token);
  const q = useQuery({
    queryKey: ['member', 'loginFailures', token] as const,
    queryFn: ({ signal }) => request(accountsContract.loginFailures, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
  return (
    <section data-testid="security-login-failures" className={className}>
      <h3 className="font-semibold text-text">{t('security.failuresTitle')}</h3>
      <p className="text-sm text-text-muted">{t('security.failuresText')}</p>
      {q.data ? (
        <LoginFailuresList items={q.data.items} />
      ) : q.isError ? (
        <p className="text-sm text-danger">{t('security.failuresError')}</p>
      ) : (
        <p className="text-sm text-text-muted">{t('security.failuresLoading')}</p>
      )}
    </section>
  );
}
