import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The machine's Chromium (Debian's package, or CHROME_PATH); Playwright's own browsers are never downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => !!p,
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install Debian's package ` +
        '(apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}

/** Flags for a headless Chromium in a container: no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
