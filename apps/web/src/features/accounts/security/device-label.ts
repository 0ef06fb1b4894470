/** A short "browser · system" label for a User-Agent header, or null when nothing is recognised. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /CocCoc|coc_coc/i.test(ua)
        ? 'Cốc Cốc'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Firefox\/|FxiOS\//.test(ua)
            ? 'Firefox'
            : /Chrome\/|CriOS\//.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua) && /Version\//.test(ua)
                ? 'Safari'
                : /curl\/|python|Go-http-client|okhttp|axios|node-fetch|undici/i.test(ua)
                  ? 'Script'
                  : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!browser && !system) return null;
  return [browser, system].filter(Boolean).join(' · ');
}
