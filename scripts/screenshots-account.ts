/**
 * The signed-in components for npm run screenshots: the user button and the team switcher opened in an app header,
 * and account settings page by page (and the two-factor set-up), at 1280×800 and 390×844 (the phone: the list of pages, then a page), light and
 * dark, for a person with a name, two teams, a second email and a pending invitation.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

interface PageApp {
  signUpWithPassword(i: object): Promise<{ ok: boolean }>;
  getUser(o: object): Promise<{
    update(u: object): Promise<unknown>; setSelectedTeam(t: unknown): Promise<unknown>;
    teams: { create(i: object): Promise<{ ok: boolean; value: { inviteUser(i: object): Promise<unknown> } }> };
    contactChannels: { add(i: object): Promise<unknown> };
  }>;
}

/** Signs up a demo person in the page's app: Ada Lovelace, in Acme Inc (selected) and Globex Corporation. */
export async function seedPerson(tab: Page, email: string): Promise<void> {
  await tab.evaluate(async (address) => {
    const app = (globalThis as never as { app: PageApp }).app;
    await app.signUpWithPassword({ email: address, password: 'correct horse battery staple', noRedirect: true });
    const user = await app.getUser({ or: 'throw' });
    await user.update({ displayName: 'Ada Lovelace' });
    const acme = await user.teams.create({ displayName: 'Acme Inc' });
    await user.teams.create({ displayName: 'Globex Corporation' });
    await user.setSelectedTeam(acme.value);
    await acme.value.inviteUser({ email: 'grace@example.com' });
    await user.contactChannels.add({ type: 'email', value: address.replace('@', '+work@'), usedForAuth: false });
  }, email);
}

async function settle(tab: Page): Promise<void> {
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(150);
}

export async function accountScreenshots(browser: Browser, origin: string, out: string): Promise<string[]> {
  const written: string[] = [];
  const shot = async (tab: Page, name: string, fullPage = false): Promise<void> => {
    await settle(tab);
    const path = join(out, `${name}.png`);
    await tab.screenshot({ path, fullPage });
    written.push(path);
  };
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ colorScheme: scheme, viewport });
      const tab = await context.newPage();
      await tab.goto(`${origin}/`);
      await tab.getByText('signed out').waitFor();
      await seedPerson(tab, `ada@${size[0]}${scheme[0]}.example.com`); // unique per picture set, short like a real one
      const suffix = `${size}-${scheme}`;

      await tab.goto(`${origin}/components`);
      const userButton = tab.getByRole('button', { name: /^Account menu for / });
      await userButton.click();
      await tab.getByRole('menu', { name: /^Account menu for / }).waitFor();
      await shot(tab, `user-button-${suffix}`);
      await tab.keyboard.press('Escape');
      await tab.getByRole('button', { name: /^Team: / }).click();
      await tab.getByRole('menuitemradio', { name: 'Acme Inc' }).waitFor();
      await shot(tab, `team-switcher-${suffix}`);

      const settings = `${origin}/handler/account-settings`;
      if (size === 'mobile') {
        await tab.goto(settings);
        await tab.getByRole('navigation', { name: 'Account settings sections' }).waitFor();
        await shot(tab, `account-settings-list-${suffix}`);
      }
      for (const [page, heading] of [['profile', 'Profile'], ['auth', 'Emails & sign-in'], ['sessions', 'Active sessions'], ['team', 'Acme Inc'], ['account', 'Account']] as const) {
        await tab.goto(page === 'team' ? settings : `${settings}#${page}`);
        if (page === 'team') {
          await tab.getByRole('navigation', { name: 'Account settings sections' }).waitFor({ state: 'attached' });
          await tab.evaluate(() => document.querySelector<HTMLAnchorElement>('a[data-page^="team-"]')?.click());
        }
        await tab.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 15_000 });
        // The team page's lists arrive after its heading (their data is asked for once the page's code is in).
        if (page === 'team') {
          await tab.getByText('1 member', { exact: true }).waitFor({ timeout: 15_000 });
          await tab.getByText('grace@example.com').waitFor({ timeout: 15_000 });
        }
        await shot(tab, `account-settings-${page}-${suffix}`, true);
        if (page === 'auth') {
          await tab.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
          await tab.getByRole('img', { name: /Scan this QR code/ }).waitFor({ timeout: 15_000 });
          await shot(tab, `account-settings-totp-${suffix}`, true);
        }
      }
      await context.close();
    }
  }
  return written;
}
