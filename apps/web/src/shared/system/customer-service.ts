import { type CustomerServiceConfig, decryptCsPath, SUPPORT_CHAT_BUILTIN_URL } from '@app/contracts';
import { queryClient } from '../api/query-client';
import { i18next } from '../i18n/i18n';
import { resolveLanguage } from '../i18n/languages';
import { showDialog } from '../ui/modal';
import { liveChatTarget, openSupportChat } from './support-chat-launcher';
import { customerServiceConfigQueryOptions } from './system-queries';

/** Spec §9: the customer-service window is 440×500. */
export const CS_POPUP_WIDTH = 440;
export const CS_POPUP_HEIGHT = 500;
/** The live-chat entry whose path is encrypted (spec §2 "Customer service"). */
export const CS_ENCRYPTED_TYPE = 3;

/** Window features centring a width×height popup over the current window. */
export function popupFeatures(
  width: number,
  height: number,
  screen: { left: number; top: number; outerWidth: number; outerHeight: number },
): string {
  const left = Math.max(0, Math.round(screen.left + (screen.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** The encrypted live-chat path of the config, if any. */
export function liveChatPath(config: CustomerServiceConfig): string | null {
  return config.paths.find((p) => p.type === CS_ENCRYPTED_TYPE)?.path ?? null;
}

/** Accepts only http(s) targets so a bad config can never run script in our origin. */
export function safeChatUrl(url: string): string | null {
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function writeWaitingPage(popup: Window): void {
  try {
    const doc = popup.document;
    doc.title = i18next.t('system:cs.title');
    const p = doc.createElement('p');
    p.textContent = i18next.t('system:cs.connecting');
    p.setAttribute('style', 'font:16px system-ui,sans-serif;color:#5b21b6;text-align:center;margin-top:45vh');
    doc.body.appendChild(p);
  } catch {
    // The popup may already be cross-origin; the wait page is only cosmetic.
  }
}

/**
 * Opens live chat: the popup is opened synchronously (inside the click, so blockers allow it),
 * then the type-3 path is fetched and decrypted and the popup navigated; on failure it is closed.
 * Call it from a click handler.
 */
export async function openCustomerService(): Promise<void> {
  // The entry is already known to be the built-in chat (warmed by the chat host): it opens in the page, with
  // no popup. Otherwise the popup must open inside the click, before the entry is read.
  const known = liveChatTarget();
  if (known === SUPPORT_CHAT_BUILTIN_URL) {
    openSupportChat();
    return;
  }
  const features = popupFeatures(CS_POPUP_WIDTH, CS_POPUP_HEIGHT, {
    left: window.screenX,
    top: window.screenY,
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
  });
  const popup = window.open('about:blank', 'customer-service', features);
  if (!popup) {
    showDialog({ icon: 'warning', message: i18next.t('system:cs.popupBlocked'), testId: 'popup-blocked-dialog' });
    return;
  }
  writeWaitingPage(popup);
  try {
    const language = resolveLanguage(i18next.language);
    const config = await queryClient.fetchQuery(customerServiceConfigQueryOptions(language));
    const path = liveChatPath(config);
    if (!path) throw new Error('No live-chat entry');
    const decrypted = await decryptCsPath(path);
    if (decrypted === SUPPORT_CHAT_BUILTIN_URL) {
      // The built-in chat (operator setting): no popup, the chat window opens in the page.
      popup.close();
      openSupportChat();
      return;
    }
    const url = safeChatUrl(decrypted);
    if (!url) throw new Error('Live-chat URL is not http(s)');
    if (popup.closed) return;
    // The chat page must not be able to drive this tab.
    popup.opener = null;
    popup.location.replace(url);
  } catch {
    popup.close();
    showDialog({ icon: 'error', message: i18next.t('system:cs.failed'), testId: 'cs-failed-dialog' });
  }
}
