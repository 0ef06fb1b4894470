import { useEffect, useState } from 'react';

/**
 * QR code of a link, drawn in the browser with the `qrcode` library (loaded lazily, its own chunk). Used by the
 * agents' invite links and the members' referral links: the server only knows the path, the web adds the
 * origin the player is on (one operator runs many domains).
 */
export function QrCode({
  url,
  label,
  size = 128,
  testId,
}: {
  url: string;
  label: string;
  size?: number;
  testId?: string;
}) {
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
      data-testid={testId}
      className="rounded-lg bg-white p-1"
    />
  ) : (
    <span className="block animate-pulse rounded-lg bg-surface-2" style={{ width: size, height: size }} />
  );
}
