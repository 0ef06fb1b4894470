import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLoginPopup } from '../lib/login-popup-window';
import { oauthProvidersQueryOptions, oauthStartUrl } from './oauth-providers.api';
import { ProviderMark } from './provider-marks';

// Neutral outlined buttons (the account forms' size and radius): the providers' own marks carry the colour,
// as their brand rules ask.
const buttonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2.5 rounded-xl border border-border bg-surface px-5 text-sm font-semibold text-text transition hover:bg-surface-2';

/**
 * "Continue with Google / Facebook" buttons for the providers the operator configured; renders nothing when
 * none is. Each button is a plain link to the server's start endpoint, which sends the browser to the provider.
 */
export function SocialSignIn({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('oauth');
  const { data: providers = [] } = useQuery(oauthProvidersQueryOptions());
  if (providers.length === 0) return null;
  const popup = isLoginPopup();
  return (
    <section data-testid="social-sign-in" aria-label={t('title')} className="mt-4 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-3">
        {providers.map((p) => (
          <a
            key={p}
            href={oauthStartUrl(p, popup)}
            data-testid={`oauth-${p}`}
            aria-disabled={disabled || undefined}
            onClick={(e) => {
              if (disabled) e.preventDefault();
            }}
            className={`${buttonClass} ${disabled ? 'pointer-events-none opacity-60' : ''}`}
          >
            <ProviderMark provider={p} />
            {t(`continueWith.${p}`)}
          </a>
        ))}
      </div>
      <p className="text-center text-xs text-text-muted">
        {t('terms')}{' '}
        <Link to="/help#term" className="font-semibold text-primary hover:underline">
          {t('termsLink')}
        </Link>
      </p>
    </section>
  );
}
