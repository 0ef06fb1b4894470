import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../shared/router/app-link';
import { useInitialConfig } from '../../../../shared/system';

/** Crisp wordmark drawn in code, used until (or instead of) the operator's logo image. */
function Wordmark({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap" data-testid="logo-wordmark">
      <svg viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8" aria-hidden="true">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#4c1d95" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-g)" />
        <path d="M7 9h4.2l4.8 11 4.8-11H25l-7.2 15h-3.6z" fill="#fbbf24" />
      </svg>
      <span className="font-black text-lg text-primary italic tracking-tight sm:text-xl">
        {first}
        {rest.length ? <span className="text-accent"> {rest.join(' ')}</span> : null}
      </span>
    </span>
  );
}

/** Operator logo from the initial config, falling back to the wordmark if it fails to load. */
export function SiteLogo() {
  const { t } = useTranslation('common');
  const { data: config } = useInitialConfig();
  const [broken, setBroken] = useState(false);
  const name = config?.siteName ?? t('siteName');
  return (
    // On a phone the logo is what gives way (down to 40 px) when the top bar is full, e.g. a long balance.
    <AppLink to="/" className="flex min-w-10 shrink items-center sm:shrink-0" aria-label={name} data-testid="site-logo">
      {config?.logoUrl && !broken ? (
        <img
          src={config.logoUrl}
          alt={name}
          className="h-7 w-full max-w-[76px] object-contain object-left sm:h-10 sm:w-auto sm:max-w-[200px]"
          onError={() => setBroken(true)}
        />
      ) : (
        <Wordmark name={name} />
      )}
    </AppLink>
  );
}
