import type { Notice } from '@app/contracts';

/** Local key of the popup notices a member has already been shown (ids, per account). */
export const SEEN_KEY_PREFIX = 'afterLoginSeen:';
const MAX_REMEMBERED = 50;

/**
 * Whether a notice's HTML shows anything: text other than whitespace, or an image. A notice that is
 * only a title (or empty markup) is not worth a dialog.
 */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length > 0;
}

/** The notices to show after a login: with content, not yet seen by this member, each id once, in order. */
export function noticesToShow(popup: readonly Notice[], seen: ReadonlySet<number>): Notice[] {
  const out: Notice[] = [];
  const ids = new Set<number>();
  for (const n of popup) {
    if (seen.has(n.id) || ids.has(n.id) || !hasContent(n.content)) continue;
    ids.add(n.id);
    out.push(n);
  }
  return out;
}

export interface SeenStore {
  read(account: string): Set<number>;
  add(account: string, id: number): void;
}

/** The seen ids in localStorage; a browser without storage shows the notices each visit. */
export const localSeenStore: SeenStore = {
  read(account) {
    try {
      const raw = JSON.parse(localStorage.getItem(SEEN_KEY_PREFIX + account) ?? '[]');
      return new Set(Array.isArray(raw) ? raw.filter((v): v is number => Number.isInteger(v)) : []);
    } catch {
      return new Set();
    }
  },
  add(account, id) {
    try {
      const ids = [...this.read(account), id].slice(-MAX_REMEMBERED);
      localStorage.setItem(SEEN_KEY_PREFIX + account, JSON.stringify(ids));
    } catch {
      // Shown again next time: harmless.
    }
  },
};

/**
 * Shows `notices` one at a time: the next opens only after the previous is closed, and only while
 * `stillWanted` holds (same session, nothing else on screen). Each is marked seen when it opens.
 */
export function showOneAtATime(
  notices: readonly Notice[],
  deps: {
    open: (notice: Notice, onClose: () => void) => void;
    markSeen: (id: number) => void;
    stillWanted: () => boolean;
    /** Lets a closeAllModals() finish before the next one opens. */
    defer?: (fn: () => void) => void;
  },
): void {
  const defer = deps.defer ?? ((fn) => window.setTimeout(fn, 0));
  const showAt = (i: number) => {
    const notice = notices[i];
    if (!notice || !deps.stillWanted()) return;
    deps.markSeen(notice.id);
    deps.open(notice, () => defer(() => showAt(i + 1)));
  };
  showAt(0);
}
