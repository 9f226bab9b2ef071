/**
 * Filling Portcullis's own screens in an example app (they are the same in every example): the sign-up and the
 * password sign-in forms, found by their labels and button names as a user finds them.
 */
import type { Page } from 'playwright-core';

export const EXAMPLE_PASSWORD = 'correct horse battery staple';

export async function signUpOnScreen(page: Page, email: string, password = EXAMPLE_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** The password form of the sign-in screen (the screen may show other methods' forms, e.g. a sign-in code by email). */
export async function signInOnScreen(page: Page, email: string, password = EXAMPLE_PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  const field = form.getByLabel('Password', { exact: true });
  await field.fill(password);
  await field.press('Enter'); // submits the form, whatever its button says
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
