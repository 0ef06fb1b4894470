import type { OauthProvider } from '@app/contracts';

/** Google's four-colour "G" (its brand colours are fixed, so no theme tokens here). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5 shrink-0">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/** Facebook's white "f" on its blue disc. */
function FacebookMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5 shrink-0">
      <circle cx="24" cy="24" r="22" fill="#1877F2" />
      <path
        fill="#fff"
        d="M26.6 46V30.1h5.3l.8-6.2h-6.1V20c0-1.8.5-3 3.1-3h3.3v-5.5c-.6-.1-2.5-.2-4.7-.2-4.7 0-7.9 2.9-7.9 8.1v4.5h-5.3v6.2h5.3V46z"
      />
    </svg>
  );
}

/** The provider's mark, drawn inline so it needs no request and follows the button's size. */
export function ProviderMark({ provider }: { provider: OauthProvider }) {
  return provider === 'google' ? <GoogleMark /> : <FacebookMark />;
}
