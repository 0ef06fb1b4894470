import { useEffect, useRef } from 'react';
import { type Location, useNavigate } from 'react-router';
import { loadNamespaces } from '../shared/i18n/i18n';
import { closeModal } from '../shared/ui/modal';
import { REFERRAL_STORAGE_KEY, referralCodeFrom } from './referral-code';

/** Keeps /register?referralCode=… in sessionStorage so the accounts issue can send it (spec §2). */
export function useKeepReferralCode(location: Location): void {
  useEffect(() => {
    const code = referralCodeFrom(location);
    if (!code) return;
    try {
      sessionStorage.setItem(REFERRAL_STORAGE_KEY, code);
    } catch {
      // Storage disabled: the code is still in the URL the registration page reads.
    }
  }, [location]);
}

/** /help#term opens the terms (help centre article 'term') in a help modal (spec §2). */
export function useTermsHash(location: Location): void {
  const navigate = useNavigate();
  const openId = useRef<string | null>(null);
  const isTerms = location.pathname.toLowerCase() === '/help' && location.hash === '#term';
  useEffect(() => {
    if (!isTerms || openId.current) return;
    let cancelled = false;
    openId.current = 'pending';
    void Promise.all([import('../features/help'), loadNamespaces(['help'])]).then(
      ([{ openTermsModal }]) => {
        if (cancelled) return;
        openId.current = openTermsModal(() => {
          openId.current = null;
          // Drop the hash so the same link opens the terms again next time.
          void navigate({ pathname: '/help', search: window.location.search }, { replace: true });
        });
      },
      () => {
        openId.current = null;
      },
    );
    return () => {
      cancelled = true;
      if (openId.current === 'pending') openId.current = null;
    };
  }, [isTerms, navigate]);
  // Leaving /help (back button) closes the terms with it.
  useEffect(() => {
    if (!isTerms && openId.current && openId.current !== 'pending') {
      const id = openId.current;
      openId.current = null;
      closeModal(id);
    }
  }, [isTerms]);
}
