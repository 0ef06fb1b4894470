import { useEffect, useState } from 'react';

/** The server's time now (device time plus `offset`), ticking every `tickMs` while mounted. */
export function useServerNow(offset: number, tickMs = 250): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setDeviceNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return deviceNow + offset;
}
