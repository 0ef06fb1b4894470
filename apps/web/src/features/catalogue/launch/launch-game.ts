import type { LaunchGameResult } from '@app/contracts';
import { ApiError } from '../../../shared/api/client';
import { apiErrorText } from '../../../shared/api/error-text';
import { isSystemStatusError, queryClient } from '../../../shared/api/query-client';
import { storeGameHtml } from '../../../shared/game/launch-handoff';
import { i18next } from '../../../shared/i18n/i18n';
import { resolveLanguage } from '../../../shared/i18n/languages';
import { navigateTo } from '../../../shared/router/app-navigator';
import { sessionNow } from '../../../shared/session/session';
import { routersQueryOptions, systemKeys } from '../../../shared/system';
import { closeModal, openModal, showDialog } from '../../../shared/ui/modal';
import { requestLaunch } from '../api/launch-game.api';
import { RECENT_KEY } from '../api/recent-list.api';
import { type LaunchTarget, planLaunch } from './launch-plan';
import { resolveLaunchUrl } from './launch-url';

/** Shows the vendor's popup game list (isGame VASSALAGE); provided by the component layer. */
export type VendorGamesOpener = (vassalage: string, gameType: string) => void;

let openVendorGames: VendorGamesOpener = () => {};
/** Registers the popup game list once (the lobby's component layer does it on import). */
export function setVendorGamesOpener(opener: VendorGamesOpener): void {
  openVendorGames = opener;
}

const t = (key: string) => i18next.t(key);

function fail(key: 'popup_blocked' | 'invalid_url'): void {
  showDialog({ icon: 'warning', message: t(`errors:${key}`), testId: `launch-${key.replace('_', '-')}` });
}

/**
 * Opens `url` in a new window. Without 'noopener' so a blocked popup is seen (window.open gives
 * null); the opener link is then cut so the game cannot reach this page.
 */
function openWindow(url: string): boolean {
  const win = window.open(url, '_blank');
  if (!win) return false;
  try {
    win.opener = null;
  } catch {
    // Cross-origin already: nothing to cut.
  }
  return true;
}

/** A vendor's HTML document (some vendors answer a form that posts itself) in a new window. */
function openHtmlWindow(html: string): boolean {
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  return true;
}

async function launchHosts(): Promise<string[]> {
  const language = resolveLanguage(i18next.resolvedLanguage ?? i18next.language);
  try {
    return (await queryClient.fetchQuery(routersQueryOptions(language, 0))).launchGameCDNs;
  } catch {
    // Without the routers the page's own origin serves relative addresses.
    return [];
  }
}

async function open(result: Extract<LaunchGameResult, { action: 'open' }>): Promise<void> {
  if (result.html && !result.url) {
    if (result.mode === 'window') {
      if (!openHtmlWindow(result.html)) fail('popup_blocked');
    } else {
      storeGameHtml(result.html);
      navigateTo('/game?html=1');
    }
    return;
  }
  const url = resolveLaunchUrl(result.url, await launchHosts(), window.location.origin);
  if (!url) {
    fail('invalid_url');
    return;
  }
  if (result.mode === 'window') {
    if (!openWindow(url)) fail('popup_blocked');
    return;
  }
  navigateTo(`/game?url=${encodeURIComponent(url)}`);
}

/** Carries out the server's answer: lottery route, popup game list, or the game itself. */
async function follow(result: LaunchGameResult): Promise<void> {
  if (result.action === 'lottery') navigateTo(result.path);
  else if (result.action === 'gameList') openVendorGames(result.vassalage, '');
  else await open(result);
}

/**
 * Launches a game (spec §4): the routing rules first (login, lottery route, popup list), then the
 * server's launch with a loader; its refusals (trial account, vendor under maintenance, site
 * maintenance) shown translated; the popup-blocked and invalid-URL messages of spec §8.
 */
export async function launchGame(target: LaunchTarget & { nodeId: string }): Promise<void> {
  const plan = planLaunch(target, !!sessionNow.token());
  if (plan.kind === 'login') return navigateTo('/login');
  if (plan.kind === 'route') return navigateTo(plan.to);
  if (plan.kind === 'vendorGames') return openVendorGames(plan.vassalage, plan.gameType);

  const loader = openModal({ loading: true, closable: false, width: 320, height: 160, testId: 'launch-loading' });
  let result: LaunchGameResult;
  try {
    result = await requestLaunch({
      nodeId: target.nodeId,
      vassalage: target.vassalage,
      gameType: target.gameType,
      gameCode: target.gameCode ?? undefined,
      isGame: target.isGame ?? undefined,
      accountTypeName: target.accountTypeName ?? undefined,
      device: window.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'desktop',
      language: resolveLanguage(i18next.resolvedLanguage ?? i18next.language),
      backUrl: window.location.pathname + window.location.search,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return navigateTo('/login');
    // Refused for maintenance or region restriction: the status check swaps in the matching screen.
    if (isSystemStatusError(err)) void queryClient.invalidateQueries({ queryKey: systemKeys.status });
    showDialog({ icon: 'warning', message: apiErrorText(i18next.t, err), testId: 'launch-error' });
    return;
  } finally {
    closeModal(loader);
  }
  // The server records the launch: the recent games lists are stale now.
  void queryClient.invalidateQueries({ queryKey: RECENT_KEY });
  await follow(result);
}
