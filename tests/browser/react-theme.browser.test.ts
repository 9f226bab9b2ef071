/**
 * Issue 22: a light host app gets light screens in OS dark mode. Chromium with prefers-color-scheme emulated; the
 * sign-in card's computed background shows which scheme won: the OS's by default, the provider's colorScheme when
 * stated, and an ancestor's data-portcullis-theme when the app sets that instead.
 */
import type { Browser, Page } from 'playwright-core';
import { type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { serveReactPage, type ReactPage } from './support/react-page';

let emulator: RunningServer;
let page: ReactPage;
let browser: Browser;

beforeAll(async () => {
  ({ emulator, page, browser } = await startBrowserSuite((apiUrl) => serveReactPage(apiUrl)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

// --portcullis-bg of each scheme (react-adapter/theme.tsx), as getComputedStyle reports it.
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(18, 18, 22)';

async function cardBackground(tab: Page, query: string): Promise<string> {
  await tab.goto(`${page.origin}/handler/sign-in${query}`);
  const heading = tab.getByRole('heading', { level: 1, name: 'Sign in' });
  await heading.waitFor({ timeout: 15_000 });
  return heading.evaluate((h) => getComputedStyle(h.closest('.portcullis-screen')!).backgroundColor);
}

test.each([
  ['dark', '', DARK], ['light', '', LIGHT], // 'system' (no prop): the OS decides, as before
  ['dark', '?colorScheme=light', LIGHT], ['light', '?colorScheme=dark', DARK], ['dark', '?colorScheme=system', DARK],
] as const)('OS %s, provider %s: the card is %s', async (os, query, expected) => {
  const tab = await browser.newPage();
  await tab.emulateMedia({ colorScheme: os });
  expect(await cardBackground(tab, query)).toBe(expected);
  await tab.close();
}, 60_000);

test('without the prop, data-portcullis-theme on <html> holds the scheme; the provider\'s prop wins over it', async () => {
  const tab = await browser.newPage();
  await tab.emulateMedia({ colorScheme: 'dark' });
  await cardBackground(tab, '');
  expect(await tab.evaluate(() => {
    document.documentElement.dataset['portcullisTheme'] = 'light';
    return getComputedStyle(document.querySelector('.portcullis-screen')!).backgroundColor;
  })).toBe(LIGHT);
  await tab.emulateMedia({ colorScheme: 'light' });
  await cardBackground(tab, '?colorScheme=dark');
  expect(await tab.evaluate(() => {
    document.documentElement.dataset['portcullisTheme'] = 'light';
    return getComputedStyle(document.querySelector('.portcullis-screen')!).backgroundColor;
  })).toBe(DARK);
  await tab.close();
}, 60_000);
