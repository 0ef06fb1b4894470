/**
 * A vendor answering an HTML document instead of an address hands it to /game through session
 * storage: an address bar cannot carry a document, and the tab is the only reader.
 */
const KEY = 'gameHtml';

export function storeGameHtml(html: string): void {
  try {
    sessionStorage.setItem(KEY, html);
  } catch {
    // Storage full or disabled: /game then shows its empty state.
  }
}

/** Reads the document for the /game iframe (it stays for a reload of the same tab). */
export function readGameHtml(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** /game only frames absolute http(s) addresses (anything else is spec §8's 'Invalid URL'). */
export function isPlayableUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
