/**
 * Side by side for the account components (docs/screens/compare/): the official SDK's user button, team switcher and
 * account settings (left, A) and ours (right, B), for the same person signed in on both pages — Ada Lovelace in Acme
 * Inc and Globex Corporation, seeded through our page, then signed in on the official page with its own client —
 * at 1280×800 and 390×844, light and dark. The official account settings page stays blank without the payments
 * endpoints the emulator does not have (shared/reference/ui/README.md); it is pictured as it is.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seedPerson } from './screenshots-account';
import { joinSideBySide, LOCAL } from './screenshots/compare';
import { VIEWPORTS } from './screenshots/shots';


interface Pair {
  readonly name: string;
  official(tab: Page, origin: string): Promise<void>;
  ours(tab: Page, origin: string): Promise<void>;
}

const PAIRS: readonly Pair[] = [
  {
    name: 'user-button',
    async official(tab, origin) {
      await tab.goto(`${origin}/components`);
      await tab.locator('header button').last().click();
      await tab.getByText('Account settings').first().waitFor({ timeout: 20_000 });
    },
    async ours(tab, origin) {
      await tab.goto(`${origin}/components`);
      await tab.getByRole('button', { name: /^Account menu for / }).click();
      await tab.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    },
  },
  {
    name: 'team-switcher',
    async official(tab, origin) {
      await tab.goto(`${origin}/components`);
      await tab.getByRole('combobox').first().click();
      await tab.getByText('Globex Corporation').first().waitFor({ timeout: 20_000 });
    },
    async ours(tab, origin) {
      await tab.goto(`${origin}/components`);
      await tab.getByRole('button', { name: /^Team: / }).click();
      await tab.getByRole('menuitemradio', { name: 'Globex Corporation' }).waitFor();
    },
  },
  {
    name: 'account-settings-auth',
    async official(tab, origin) {
      await tab.goto(`${origin}/handler/account-settings#auth`);
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(1_500);
    },
    async ours(tab, origin) {
      await tab.goto(`${origin}/handler/account-settings#auth`);
      await tab.getByRole('heading', { level: 2, name: 'Emails & sign-in' }).waitFor({ timeout: 15_000 });
    },
  },
];

export async function accountComparison(browser: Browser, ours: string, official: string, outDir: string): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme, viewport });
      await context.route('**/*', (route) => (LOCAL.test(route.request().url()) ? route.continue() : route.abort()));
      try {
        const email = `ada@compare-${size[0]}${scheme[0]}.example.com`;
        const tab = await context.newPage();
        await tab.goto(`${ours}/`);
        await tab.getByText('signed out').waitFor();
        await seedPerson(tab, email);
        const shoot = async (page: Page, run: (p: Page) => Promise<void>): Promise<Buffer> => {
          await run(page);
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined); // the official page keeps polling
          await page.waitForTimeout(300);
          return page.screenshot();
        };
        // Ours first: the official client's sign-in writes its own session cookies on the same host (ports share cookies).
        const right: Buffer[] = [];
        for (const pair of PAIRS) right.push(await shoot(tab, (p) => pair.ours(p, ours)));
        const other = await context.newPage();
        await other.goto(`${official}/components`);
        await other.waitForFunction(() => 'officialApp' in globalThis);
        await other.evaluate(async (address) => {
          const app = (globalThis as never as { officialApp: { signInWithCredential(i: object): Promise<unknown> } }).officialApp;
          await app.signInWithCredential({ email: address, password: 'correct horse battery staple', noRedirect: true });
        }, email);
        for (const [index, pair] of PAIRS.entries()) {
          const left = await shoot(other, (p) => pair.official(p, official));
          await joinSideBySide(browser, left, right[index]!, viewport.width, join(outDir, `${pair.name}-${size}-${scheme}.png`));
          written++;
        }
      } finally {
        await context.close();
      }
    }
  }
  return written;
}
