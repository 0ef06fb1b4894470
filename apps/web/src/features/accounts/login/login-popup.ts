import { i18next } from '../../../shared/i18n/i18n';
import { showDialog } from '../../../shared/ui/modal';

/** Spec §9: the login popup window is 1300×900. */
export const LOGIN_POPUP_WIDTH = 1300;
export const LOGIN_POPUP_HEIGHT = 900;

/**
 * Opens the login in a 1300×900 window (spec §2 popup variant, used when a non-slot vendor is chosen
 * from the login screen's menu). After success the popup hands its session to this window, reloads it
 * and closes itself (see completeLogin). Returns the window, or null when the browser blocked it.
 */
export function openLoginPopup(): Window | null {
  const left = Math.max(0, Math.round((window.screen.width - LOGIN_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - LOGIN_POPUP_HEIGHT) / 2));
  const popup = window.open(
    '/login?popup=1',
    'loginPopup',
    `width=${LOGIN_POPUP_WIDTH},height=${LOGIN_POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (!popup) {
    showDialog({ icon: 'warning', message: i18next.t('auth:login.popupBlocked'), testId: 'popup-blocked' });
    return null;
  }
  popup.focus();
  return popup;
}
