import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { showDialog } from '../../../shared/ui/modal';
import { accountErrorText } from '../lib/account-errors';
import { completeLogin } from '../lib/complete-login';
import { exchangeOauthCode } from './oauth-exchange.api';
import { isOauthErrorCode, readOauthReturn } from './oauth-return';

export interface OauthReturnState {
  /** True while the login code is being traded for a session. */
  busy: boolean;
  /** The translated failure, also shown in a warning dialog; null when there is none. */
  error: string | null;
}

/**
 * Finishes a Google/Facebook sign-in on the /login page: reads `#oauth=<code>` or `#oauthError=<code>`,
 * removes it from the address at once (the code is single-use and must not linger in history), trades the
 * code for a session and completes the login as any other; a failure is shown in a warning dialog.
 */
export function useOauthReturn(): OauthReturnState {
  const { t } = useTranslation(['oauth', 'auth', 'errors']);
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<OauthReturnState>({ busy: false, error: null });
  // The effect can run twice for one address (StrictMode, a re-render before the hash is gone): a login
  // code is single-use, so each fragment is acted on once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const found = readOauthReturn(location.hash);
    if (!found || handled.current === location.hash) return;
    handled.current = location.hash;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    const fail = (code: string, err?: unknown) => {
      const message = isOauthErrorCode(code)
        ? t(`oauth:errors.${code}`)
        : accountErrorText(t, err ?? new ApiError(code, 0, code));
      setState({ busy: false, error: message });
      showDialog({ icon: 'warning', message, testId: 'oauth-error-dialog' });
    };
    if (found.kind === 'error') {
      fail(found.code);
      return;
    }
    setState({ busy: true, error: null });
    exchangeOauthCode(found.code)
      .then(async (result) => {
        await completeLogin(result, { method: 'oauth' });
        setState({ busy: false, error: null });
      })
      .catch((err: unknown) => fail(err instanceof ApiError ? err.code : 'oauth_failed', err));
  }, [location.hash, location.pathname, location.search, navigate, t]);

  return state;
}
