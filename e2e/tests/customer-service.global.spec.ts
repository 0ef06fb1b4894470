import postgres from 'postgres';
import { databaseURL, expect, gotoWithLanguage, test } from '../fixtures.js';

// Changes the operator's customer-service entries of the shared server, so it runs with the other
// `*.global.spec.ts` journeys, after everything else, one at a time; the entries are restored after.

async function setEnabled(seedKeys: string[], enabled: boolean) {
  const sql = postgres(databaseURL(), { max: 1, onnotice: () => {} });
  try {
    await sql`UPDATE cs_entries SET enabled = ${enabled} WHERE seed_key IN ${sql(seedKeys)}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test('only the configured customer-service channels are shown', async ({ page }) => {
  const hidden = ['telegram', 'vip'];
  await setEnabled(hidden, false);
  try {
    await gotoWithLanguage(page, '/', 'en');
    const rail = page.getByTestId('side-menu');
    await expect(rail).toBeVisible();
    await expect(rail.getByTestId('cs-chat')).toBeVisible();
    await expect(rail.getByTestId('cs-facebook')).toBeVisible();
    await expect(rail.getByTestId('cs-telegram')).toHaveCount(0);
    await expect(rail.getByTestId('cs-vip')).toHaveCount(0);
  } finally {
    await setEnabled(hidden, true);
  }
});

test('with no channel configured the bar keeps only its own tools', async ({ page }) => {
  const all = ['live-chat', 'facebook', 'telegram', 'vip'];
  await setEnabled(all, false);
  try {
    await gotoWithLanguage(page, '/', 'vi');
    const rail = page.getByTestId('side-menu');
    await expect(rail.getByTestId('recent-games-toggle')).toBeVisible();
    await expect(rail.locator('[data-testid^="cs-"]')).toHaveCount(0);
  } finally {
    await setEnabled(all, true);
  }
});
