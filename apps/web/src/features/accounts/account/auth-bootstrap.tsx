import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session';
import { useInitialConfig } from '../../../shared/system';
import { countryCodesQueryOptions } from '../api/country-codes.api';
import { memberInfoQueryOptions } from '../api/member-info.api';
import { isLoginPopup } from '../lib/login-popup-window';
import { clearRemembered, readRemembered, rememberPaused } from '../lib/remember-me';

/** Spec §3: merchant and merchantCode are kept in session storage (restored after a logout). */
function useMerchantKeys() {
  const { data } = useInitialConfig();
  useEffect(() => {
    if (!data) return;
    try {
      sessionStorage.setItem('merchant', data.merchant);
      sessionStorage.setItem('merchantCode', data.merchantCode);
    } catch {
      // Storage blocked: nothing reads these back in this tab.
    }
  }, [data]);
}

/**
 * Start-up work of the accounts feature (spec §4), mounted once by the app: member info fetched when a
 * token exists (a 401 ends the session), country codes fetched, and a remembered login used to sign a
 * returning player in (not right after this tab signed out, and not inside the login popup).
 */
export function AuthBootstrap() {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const info = useQuery(memberInfoQueryOptions(token));
  useQuery(countryCodesQueryOptions());
  useMerchantKeys();

  // A session opened with the default or an expired password stays limited on the server until it is
  // changed (spec §4); after a reload the forced change-password modal opens again.
  const mustChange = info.data?.passwordChangeRequired === true;
  useEffect(() => {
    if (!mustChange) return;
    void import('../password/change-password-modal').then((m) => m.openChangePasswordModal({ forced: true }));
  }, [mustChange]);

  useEffect(() => {
    if (!info.data) return;
    useSession.getState().updateMember({
      account: info.data.account,
      memberType: info.data.type,
      customerId: info.data.id,
      memberLabel: info.data.memberLabel.map((l) => l.labelName),
    });
  }, [info.data]);

  useEffect(() => {
    if (info.error instanceof ApiError && info.error.status === 401) {
      useSession.getState().signOut();
      client.removeQueries({ queryKey: ['accounts', 'memberInfo'] });
    }
  }, [info.error, client]);

  const tried = useRef(false);
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    if (useSession.getState().token || rememberPaused() || isLoginPopup()) return;
    const entry = readRemembered(Date.now());
    if (!entry) return;
    // The login code (encryption, completion) is fetched only when there is a remembered login to use.
    Promise.all([import('../login/login-actions'), import('../lib/complete-login')])
      .then(async ([{ loginWithRemembered }, { completeLogin }]) => {
        const result = await loginWithRemembered(entry.username, entry.rememberToken);
        await completeLogin(result, { method: 'remember', navigate: false });
      })
      .catch((err: unknown) => {
        // A refused token (used, revoked, expired) is useless; a network blip keeps it for the next visit.
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) clearRemembered();
      });
  }, []);

  return null;
}
