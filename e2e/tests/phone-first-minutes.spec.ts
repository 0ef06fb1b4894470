import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { IN_EN } from './helpers/locales.js';
import { createMember, expectLoggedIn, signInAs, withDb } from './helpers/login-helpers.js';

// Issue 12, the first minutes on a phone: the top bar shows the balance (spec §2) with refresh and
// show/hide; after a login the popup notices come one at a time, only with content, each once; at 1440 px
// the fixed side rail and events button cover nothing of the page.

const PHONE = { width: 360, height: 780 };

for (const lang of IN_EN) {
  test(`[${lang}] phone top bar: the balance with its symbol, show/hide and refresh, outside the account menu`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const member = await createMember('phbal');
    await signInAs(page, lang, member.account);
    const bar = page.getByTestId('account-bar');
    const balance = bar.getByTestId('balance');
    await expect(balance).toBeVisible();
    await expect(balance).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await expect(balance).toHaveText('₫ 0.00');
    // It fits the bar beside the account button and the switches: nothing spills past the screen.
    const box = (await bar.getByTestId('balance-chip').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await bar.getByTestId('balance-toggle').click();
    await expect(balance).toHaveText('₫ ***');
    await bar.getByTestId('balance-toggle').click();
    await expect(balance).toHaveText('₫ 0.00');

    // Money arrives behind the page's back; refresh asks the wallet again and shows it.
    await withDb(async (sql) => {
      const [m] = await sql<{ id: number }[]>`SELECT id FROM members WHERE account = ${member.account}`;
      const ensure = async (code: string, owner: number | null, kind: string, guarded: boolean) => {
        await sql`INSERT INTO ledger_accounts (code, owner_member_id, kind, unit, protected, created_at)
          VALUES (${code}, ${owner}, ${kind}, 'VND', ${guarded}, now()) ON CONFLICT (code) DO NOTHING`;
        const [row] = await sql<{ id: string }[]>`SELECT id FROM ledger_accounts WHERE code = ${code}`;
        return row!.id;
      };
      const clearing = await ensure('h:payment_clearing:VND', null, 'payment_clearing', false);
      const cash = await ensure(`m:${m!.id}:cash`, m!.id, 'cash', true);
      const key = `e2e-phbal:${member.account}`;
      await sql`SELECT * FROM ledger_transfer(${key}, ${key}, ${clearing}, ${cash}, ${500_000_000}, 'VND', 'deposit',
        'e2e', false, NULL, now())`;
    });
    await bar.getByTestId('balance-refresh').click();
    await expect(balance).toHaveText('₫ 5,000,000.00');
    // Shown whole on a 360 px phone, not cut off.
    expect(await balance.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // The menu no longer carries a second balance; the account name heads it on a phone, and the theme
    // switch the bar made room for is in it.
    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByTestId('account-menu-name')).toHaveText(member.account);
    await expect(page.getByTestId('balance')).toHaveCount(1);
    await page.getByTestId('account-menu-theme').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test(`[${lang}] after a login on a phone: at most one notice dialog at a time, none without content, each once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await useOwnIp(page);
    const member = await createMember('phpop');
    // An empty popup notice ahead of the demo's one: it must never open a dialog.
    const [empty] = await withDb(
      (sql) => sql<{ id: number }[]>`INSERT INTO notices (type, platform, title, content, sort, start_time)
        VALUES ('PU', 'W', ${sql.json({ vi: 'Trống', en: 'Empty' })}, ${sql.json({ vi: '<p> </p>', en: '<p> </p>' })},
          -1, now() - interval '1 day') RETURNING id`,
    );
    try {
      // Counts the dialogs open at once, for the whole visit.
      await page.addInitScript(() => {
        const w = window as unknown as { __maxPopups: number };
        w.__maxPopups = 0;
        new MutationObserver(() => {
          const n = document.querySelectorAll('[data-testid="after-login-popup"]').length;
          if (n > w.__maxPopups) w.__maxPopups = n;
        }).observe(document, { subtree: true, childList: true });
      });
      const login = async () => {
        await gotoWithLanguage(page, '/login', lang);
        const form = page.getByTestId('login-form');
        await form.getByTestId('login-username').fill(member.account);
        await form.getByTestId('login-password').fill(member.password);
        await form.getByTestId('login-submit').click();
        await expectLoggedIn(page, member.account);
      };
      await login();
      const popups = page.getByTestId('after-login-popup');
      // The demo's one notice with content (the change of receiving accounts), alone.
      await expect(popups).toHaveCount(1, { timeout: 15_000 });
      await expect(popups).not.toContainText('Empty');
      await popups.getByTestId('modal-close').click();
      await expect(popups).toHaveCount(0);
      // Nothing follows it: the empty notice never opens.
      await page.waitForTimeout(1500);
      await expect(popups).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __maxPopups: number }).__maxPopups)).toBe(1);

      // A second login on this device: already seen, so no dialog at all.
      await page.evaluate(() => sessionStorage.clear());
      await login();
      await expect(page.getByTestId('account-bar')).toBeVisible();
      await page.waitForTimeout(2000);
      await expect(popups).toHaveCount(0);
    } finally {
      await withDb((sql) => sql`DELETE FROM notices WHERE id = ${empty!.id}`);
    }
  });

  test(`[${lang}] at 1440 px the side rail and the events button sit beside the page, not over its links and tiles`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoWithLanguage(page, '/', lang);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const rail = (await page.getByTestId('side-menu').boundingBox())!;
    const float = (await page.getByTestId('float-button').boundingBox())!;
    // The page's content box ends before the rail and starts after the events button …
    const content = await page.getByTestId('site-main').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return { left: r.left + Number.parseFloat(cs.paddingLeft), right: r.right - Number.parseFloat(cs.paddingRight) };
    });
    expect(content.right).toBeLessThanOrEqual(rail.x);
    expect(content.left).toBeGreaterThanOrEqual(float.x + float.width);
    // … and so do the 'see all' links and the game captions.
    const seeAll = page.getByTestId('site-main').getByRole('link', { name: /›$/ });
    expect(await seeAll.count()).toBeGreaterThan(0);
    for (const box of await seeAll.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.right).toBeLessThanOrEqual(rail.x);
    }
    const firstCaption = (await page.getByTestId('game-name').first().boundingBox())!;
    expect(firstCaption.x).toBeGreaterThanOrEqual(float.x + float.width);
  });
}
