import { type HTMLAttributes, useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify is fetched the first time operator HTML is shown (a notice, a help article, an html
// modal), so it stays out of the home route's initial JavaScript.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then((m) => {
    const purify = m.default;
    sanitizer = (html) => purify.sanitize(html);
    return sanitizer;
  });
  return loading;
}

/** Starts fetching the sanitiser early (e.g. when a popup notice is about to open). */
export function preloadSanitizer(): void {
  void loadSanitizer();
}

function useSanitized(html: string): string | null {
  const [clean, setClean] = useState<string | null>(() => (sanitizer ? sanitizer(html) : null));
  useEffect(() => {
    if (sanitizer) {
      setClean(sanitizer(html));
      return;
    }
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  return clean;
}

/**
 * Operator-written HTML, always passed through DOMPurify before it reaches the page (whatever the
 * server already did). Renders an empty element until the sanitiser is loaded, never raw HTML.
 */
export function SafeHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const clean = useSanitized(html);
  return (
    <div
      {...rest}
      aria-busy={clean === null || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify in useSanitized
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
