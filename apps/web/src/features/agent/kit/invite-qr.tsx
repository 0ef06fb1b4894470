import { useEffect, useState } from 'react';

/**
 * QR code of an invite link with this site's origin (the server only knows the path: one operator runs
 * many domains, and the link must open the domain the agent uses). Drawn in the browser, lazily.
 */
export function InviteQr({ url, label, size = 128 }: { url: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) =>
      QR.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((s) => live && setSvg(s)),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return svg ? (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      className="rounded-lg bg-white p-1"
    />
  ) : (
    <span className="block animate-pulse rounded-lg bg-surface-2" style={{ width: size, height: size }} />
  );
}
