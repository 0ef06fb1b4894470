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

/**
 * Chromium 156 draws its omnibox popup with WebUI: every browser context got two renderers of its own
 * (chrome://omnibox-popup.top-chrome), never shown headless; 10 contexts cost 4.4-4.7 s of CPU with them and
 * 2.6 s without (each journey has at least one context). Chromium may honour only the last
 * --disable-features, so Playwright's own list (playwright-core chromiumSwitches.ts, 1.65) is repeated here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const NO_OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Debian's chromium-headless-shell (the old headless mode, what Playwright itself runs headless journeys in)
 * when installed and no CHROME_PATH is given. Full Chromium in its new headless mode runs a whole browser
 * (a GPU process compositing every frame in software, the browser UI's own work): the route table's
 * journeys took 50-57 s of the browser's CPU in the shell against 55-78 s in full Chromium, beside the other
 * lane. The Lighthouse bench keeps the full browser (chromiumPath).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function journeyBrowserPath(): string {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

export function chromiumLaunchOptions(): LaunchOptions {
  const disabled = [...PLAYWRIGHT_DISABLED_FEATURES, ...NO_OMNIBOX_WEBUI].join(',');
  return { executablePath: journeyBrowserPath(), args: [...CHROMIUM_ARGS, `--disable-features=${disabled}`] };
}
