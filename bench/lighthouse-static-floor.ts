// The floor of `npm run bench:lighthouse`: what the browser's own work costs for a page's content, with no
// script at all. Each route is loaded once in the app (phone viewport, Vietnamese), and the document it ends
// with (every section drawn with its data, the images in place) is kept as static HTML with its scripts and
// module preloads taken out. Served in place of the route's pre-rendered page by a second server, Lighthouse
// then measures parsing, style, layout and painting of that content alone: no architecture that shows the
// same content (server rendering, islands, hydration) can block the main thread for less on this machine.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** How long a route's page is left to draw after the network is quiet: late answers and images. */
const SETTLE_MS = 3000;

interface PrerenderedPage {
  path: string;
  file: string;
}

/** The document without anything that runs: scripts (inline and external) and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * Writes a copy of the web build whose pre-rendered pages for `routes` are those routes' final documents as the
 * app drew them at `baseURL` (in the Chromium listening on `cdpPort`). Returns the copy's directory and the
 * routes it could write (a route with no pre-rendered page has no floor). The caller removes the directory.
 */
export async function writeStaticFloor(opts: {
  webDist: string;
  baseURL: string;
  cdpPort: number;
  routes: string[];
}): Promise<{ dir: string; routes: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-static-floor-'));
  cpSync(opts.webDist, dir, { recursive: true });
  const pages = JSON.parse(readFileSync(path.join(dir, 'prerendered/pages.json'), 'utf8')) as PrerenderedPage[];
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${opts.cdpPort}`);
  const written: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    for (const route of opts.routes) {
      const page = pages.find((p) => p.path === route);
      if (!page) continue;
      const tab = await context.newPage();
      await tab.goto(`${opts.baseURL}${route}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(SETTLE_MS);
      // The live document as it stands (its doctype and the DOM serialized), not the HTML the server sent.
      const html = await tab.content();
      await tab.close();
      const file = path.join(dir, page.file);
      writeFileSync(file, withoutScripts(html));
      // The build's pre-compressed copies of the page would be the app's, not this one.
      for (const ext of ['.br', '.gz']) if (existsSync(file + ext)) rmSync(file + ext);
      written.push(route);
    }
    await context.close();
  } finally {
    // Leaves the Chromium running: it belongs to the caller (connectOverCDP's close only disconnects).
    await browser.close();
  }
  return { dir, routes: written };
}
