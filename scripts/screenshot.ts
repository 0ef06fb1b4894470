// `npm run screenshot`: the README's pictures. Starts the built server on a fresh database with demo
// content (free ports, temporary data), opens the home page in Chromium and saves docs/screenshot.png
// (desktop, 1440 px) and docs/screenshot-mobile.png (phone, 390 px). Run `npm run build` first.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.js';
import { REPO_ROOT, removeDataDir, startBuiltServer } from '../e2e/support/server.js';

const shots = [
  { file: 'docs/screenshot.png', width: 1440, height: 900, isMobile: false },
  { file: 'docs/screenshot-mobile.png', width: 390, height: 844, isMobile: true },
];

const server = await startBuiltServer({});
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const s of shots) {
    const context = await browser.newContext({
      viewport: { width: s.width, height: s.height },
      deviceScaleFactor: s.isMobile ? 2 : 1,
      isMobile: s.isMobile,
      hasTouch: s.isMobile,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    await context.addInitScript(() => localStorage.setItem('hisLang', 'vi'));
    const page = await context.newPage();
    await page.goto(server.baseURL, { waitUntil: 'networkidle' });
    // Let lazy images and the first carousel frame settle; close a notice popup if the demo shows one.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(REPO_ROOT, s.file) });
    console.log(`saved ${s.file} (${s.width}×${s.height})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
