import type { APIRequestContext } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';

// Spec §2/§9: the /rng jackpot counter rises by 165.11 every 3000 ms and stops when the screen goes away.

test.describe.configure({ timeout: 60_000 });

const STEP_MINOR = 16_511;
const INTERVAL_MS = 3000;

function toMinor(shown: string): number {
  // 2 decimals with thousands separators, e.g. 129,301,245.77
  expect(shown).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  return Number(shown.replace(/[,.]/g, ''));
}

const serverPool = async (request: APIRequestContext) =>
  ((await (await request.get('/wps/game/jackpot')).json()) as { value: { amount: number } }).value.amount;

test("the /rng jackpot starts from the server's pool, rises by 165.11 every 3 s, and stops when the screen goes away", async ({
  page,
  request,
}) => {
  // Track the page's live 3000 ms intervals and the counter's changes, inside the page.
  await page.addInitScript((interval) => {
    const w = window as unknown as { __jackpotTimers: Set<number>; __jackpot: [number, string][] };
    w.__jackpotTimers = new Set();
    w.__jackpot = [];
    const set = window.setInterval.bind(window);
    const clear = window.clearInterval.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(fn, ms, ...args);
      if (ms === interval) w.__jackpotTimers.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) w.__jackpotTimers.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="jackpot-counter"]')?.textContent;
      const last = w.__jackpot.at(-1);
      if (text && text !== last?.[1]) w.__jackpot.push([performance.now(), text]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, INTERVAL_MS);

  const before = await serverPool(request);
  await gotoWithLanguage(page, '/rng', 'vi');
  await expect(page.getByTestId('jackpot-counter')).toHaveAttribute('data-interval', String(INTERVAL_MS));
  // Timing is the behaviour under test: the first value and two steps.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __jackpot: unknown[] }).__jackpot.length), {
      timeout: 3 * INTERVAL_MS + 4000,
      intervals: [250],
    })
    .toBeGreaterThanOrEqual(3);
  const seen = await page.evaluate(() => (window as unknown as { __jackpot: [number, string][] }).__jackpot);
  const [, a, b] = seen as [[number, string], [number, string], [number, string]];
  // The first figure is the pool the server gave the page: between what it said before and after.
  const after = await serverPool(request);
  expect(toMinor(seen[0]![1])).toBeGreaterThanOrEqual(before);
  expect(toMinor(seen[0]![1])).toBeLessThanOrEqual(after);
  expect(toMinor(a[1]) - toMinor(seen[0]![1])).toBe(STEP_MINOR);
  expect(toMinor(b[1]) - toMinor(a[1])).toBe(STEP_MINOR);
  expect(b[0] - a[0]).toBeGreaterThan(INTERVAL_MS - 250);
  expect(b[0] - a[0]).toBeLessThan(INTERVAL_MS + 1000);
  expect(
    await page.evaluate(() => (window as unknown as { __jackpotTimers: Set<number> }).__jackpotTimers.size),
  ).toBeGreaterThan(0);

  // Leave the lobby inside the app: the counter's interval is cleared.
  await page.getByTestId('nav-promotions').click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(page.getByTestId('jackpot-counter')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __jackpotTimers: Set<number> }).__jackpotTimers.size))
    .toBe(0);
});
