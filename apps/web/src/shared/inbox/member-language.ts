import { inboxContract } from '@app/contracts';
import { request } from '../api/client';
import type { SupportedLanguage } from '../i18n/languages';
import { TRIAL_MEMBER_TYPE, useSession } from '../session/session';

let savedFor: string | null = null;

/**
 * Spec §7 "language update on language change": the server stores the member's language so system messages
 * (deposit credited, withdrawal decided …) are written in it. Called on a switch, and once per session with the
 * language the site shows (a member who never switches still gets messages in it). Visitors and trial: nothing.
 */
export function saveMemberLanguage(language: SupportedLanguage, opts: { once?: boolean } = {}): void {
  const { token, memberType } = useSession.getState();
  if (!token || memberType === TRIAL_MEMBER_TYPE) return;
  const key = `${token}:${language}`;
  if (opts.once && savedFor?.startsWith(`${token}:`)) return;
  if (savedFor === key) return;
  savedFor = key;
  request(inboxContract.language, { body: { language } }).catch(() => {
    // Not saved (offline, session ended): the next switch or session tries again.
    savedFor = null;
  });
}
