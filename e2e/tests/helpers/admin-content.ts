import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './back-office.js';

/** The content screen's Vietnamese texts (apps/admin/src/features/content/locales/vi.json). */
export const contentVi =
  adminTexts<typeof import('../../../apps/admin/src/features/content/locales/vi.json')>('content');

/**
 * A new marketing operator (made by the demo owner, TOTP enrolled), signed in to the back office through its
 * form in Vietnamese, on the content screen.
 */
export async function marketingOnContentScreen(page: Page, request: APIRequestContext): Promise<void> {
  await signInToBackOffice(page, await operatorWithTotp(request, 'marketing'));
  await page.getByRole('navigation').getByRole('link', { name: contentVi.nav }).click();
  await expect(page.getByRole('heading', { name: contentVi.title })).toBeVisible();
}
