/**
 * Filling Portcullis's own screens in an example app (they are the same in every example): the sign-up and the
 * password sign-in forms, found by their labels and button names as a user finds them.
 */
import type { Page } from 'playwright-core';

export const EXAMPLE_PASSWORD = 'correct horse battery staple';

/** A text field by its label (the method tabs' panel is labelled "Password" too, so by role, not by label). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

export async function signUpOnScreen(page: Page, email: string, password = EXAMPLE_PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Repeat password').fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** The sign-in screen's password method (its first tab): the one email field, the password, Enter. */
export async function signInOnScreen(page: Page, email: string, password = EXAMPLE_PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email);
  const secret = field(page, 'Password');
  await secret.fill(password);
  await secret.press('Enter'); // submits the form, whatever its button says
}

/** Sets a value on `window` that only survives in-app navigation: gone after any full page load. */
export async function markWindow(page: Page, marker: string): Promise<void> {
  await page.evaluate((value) => { (window as unknown as { __exampleMarker?: string }).__exampleMarker = value; }, marker);
}

export function windowMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __exampleMarker?: string }).__exampleMarker ?? null);
}

/** Waits for `locator`; when it does not show, the error says where the page is and what it shows. */
export async function waitShown(page: Page, locator: ReturnType<Page['locator']>, timeout?: number): Promise<void> {
  try {
    await locator.waitFor(timeout === undefined ? {} : { timeout });
  } catch (error) {
    const text = await page.locator('body').innerText({ timeout: 1000 }).catch(() => '(no body)');
    throw new Error(`${String(locator)} not shown at ${page.url()}; the page shows: ${text.slice(0, 300)}\n${(error as Error).message.split('\n')[0]}`);
  }
}
