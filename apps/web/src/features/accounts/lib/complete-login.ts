import { accountsContract, contentContract, type LoginResult, type Notice } from '@app/contracts';
import { ApiError, request } from '../../../shared/api/client';
import { queryClient } from '../../../shared/api/query-client';
import { i18next } from '../../../shared/i18n/i18n';
import { resolveLanguage } from '../../../shared/i18n/languages';
import { navigateTo } from '../../../shared/router/app-navigator';
import { markJustRegistered } from '../../../shared/session/just-registered';
import { useSession } from '../../../shared/session/session';
import { writeSessionSnapshot } from '../../../shared/session/session-storage';
import { closeAllModals, openModal, useModalStore } from '../../../shared/ui/modal';
import { accountKeys } from '../api/member-info.api';
import { openChangePasswordModal } from '../password/change-password-modal';
import { localSeenStore, noticesToShow, showOneAtATime } from './after-login-notices';
import { isLoginPopup } from './login-popup-window';
import { clearRemembered, saveRemembered } from './remember-me';

export type LoginMethod = 'username' | 'sms' | 'register' | 'freeplay' | 'reset' | 'oauth' | 'remember';

export interface CompleteLoginOptions {
  method: LoginMethod;
  /** 'agent' when logging in from the agent page: success goes to /agentHome. */
  area?: 'member' | 'agent';
  /** Username-mode remember-me choice; undefined leaves a stored remembered login as it is. */
  remember?: boolean;
  /** False for a silent sign-in (remember-me on start): stay on the current page. */
  navigate?: boolean;
  /** The password just typed, so a forced change need not ask for it again (spec §5 "unless stored"). */
  password?: string;
}

function snapshotOf(result: LoginResult) {
  return {
    token: result.token,
    account: result.user.account,
    isAgent: result.isAgent,
    memberType: result.user.type,
    customerId: result.user.id,
    memberLabel: result.user.memberLabel.map((l) => l.labelName),
  };
}

/**
 * Shows the popup notices for logged-in members (the after-login popup of spec §4): only those with
 * content, each once per member on this device, one at a time (the next opens when the previous closes).
 */
async function showAfterLoginPopup(account: string, token: string): Promise<void> {
  const language = resolveLanguage(i18next.resolvedLanguage ?? i18next.language);
  let popup: Notice[];
  try {
    popup = (
      await request(contentContract.announcement, { query: { types: 'PU', platform: 'W', execution: 'B', language } })
    ).popup;
  } catch (err) {
    // The popup is a courtesy; a failure must not spoil a successful login.
    if (!(err instanceof ApiError)) throw err;
    return;
  }
  showOneAtATime(noticesToShow(popup, localSeenStore.read(account)), {
    open: (notice, onClose) =>
      openModal({
        title: notice.title || i18next.t('auth:afterLogin.title'),
        html: notice.content,
        testId: 'after-login-popup',
        onClose,
      }),
    markSeen: (id) => localSeenStore.add(account, id),
    // Not after a sign-out or another login, and never on top of another dialog.
    stillWanted: () => useSession.getState().token === token && useModalStore.getState().modals.length === 0,
  });
}

/**
 * Everything that follows a successful login, registration, reset or free play (spec §4 login flow):
 * session stored, member info cached, remembered login saved or cleared, the first-login action, the
 * forced change-password modal (default weak or expired password; not for sms or third-party logins),
 * otherwise modals closed, the after-login popup and the home page (or /agentHome for the agent area).
 */
export async function completeLogin(result: LoginResult, opts: CompleteLoginOptions): Promise<void> {
  if (isLoginPopup()) {
    // The popup has its own sessionStorage: the session goes to the opener, which reloads into it.
    const opener = window.opener as Window;
    writeSessionSnapshot(snapshotOf(result), opener.sessionStorage);
    if (result.rememberToken)
      saveRemembered({ username: result.user.account, rememberToken: result.rememberToken }, Date.now());
    opener.location.reload();
    window.close();
    return;
  }
  useSession.getState().signIn(snapshotOf(result));
  queryClient.setQueryData(accountKeys.memberInfo(result.token), result.user);
  if (result.rememberToken) {
    saveRemembered({ username: result.user.account, rememberToken: result.rememberToken }, Date.now());
  } else if (opts.remember === false) {
    clearRemembered();
  }
  // A new account is offered limits at once (issue 18.1); the app shows the offer above the page.
  if (opts.method === 'register') markJustRegistered(result.token);
  if (result.firstTimeLogin) {
    // The first-login action is fire-and-forget: the player is in whatever it answers.
    request(accountsContract.firstLogin).catch(() => undefined);
  }
  const forcedChange =
    (result.mustChangePassword || result.passwordExpired) && opts.method !== 'sms' && opts.method !== 'oauth';
  closeAllModals();
  if (forcedChange) {
    openChangePasswordModal({ forced: true, oldPassword: opts.password });
    return;
  }
  if (opts.navigate === false) return;
  void showAfterLoginPopup(result.user.account, result.token);
  navigateTo(opts.area === 'agent' ? '/agentHome' : '/');
}
