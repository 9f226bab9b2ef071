/**
 * npm run screenshots: PNGs of the React adapter's screens into docs/screens/ — at 1280×800 (desktop) and 390×844
 * (mobile), light and dark — against the emulator over HTTP, in Debian's Chromium. Signed-in screens use a fresh
 * user. With the official SDK installed (dev dependency @stackframe/react-2.8.108), scripts/screenshots-compare.ts
 * renders the official components against the same emulator beside ours into docs/screens/compare/.
 * `npm run screenshots -- sign-in forgot` renders only the shots whose name contains one of the words.
 * sign-out is pictured as a plain link finds it (it asks); the app's own redirectToSignOut signs out and leaves at once.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEmulatorServer } from '../emulator';
import { launchChromium } from '../tests/support/chromium';
import { serveReactPage } from '../tests/browser/support/react-page';
import { accountScreenshots } from './screenshots-account';
import { accountComparison } from './screenshots-account-compare';
import { createRequire } from 'node:module';
import { renderComparison } from './screenshots/compare';
import { serveOfficialPage } from './screenshots/official-page';
import { OURS_SHOTS, VIEWPORTS, type Shot } from './screenshots/shots';

const OUT = join(process.cwd(), 'docs', 'screens');

async function shoot(browser: Browser, origin: string, shot: Shot, viewport: keyof typeof VIEWPORTS, scheme: 'light' | 'dark'): Promise<void> {
  const context = await browser.newContext({ colorScheme: scheme, viewport: VIEWPORTS[viewport] });
  const tab: Page = await context.newPage();
  try {
    await shot.run(tab, origin, `${shot.name}-${viewport}-${scheme}`);
    await tab.waitForLoadState('networkidle');
    await tab.mouse.move(0, 0);
    await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tab.screenshot({ path: join(OUT, `${shot.name}-${viewport}-${scheme}.png`), fullPage: true });
  } finally {
    await context.close();
  }
}

function officialInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('@stackframe/react-2.8.108');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const emulator = await startEmulatorServer({ port: 0 });
  const page = await serveReactPage(emulator.url);
  const browser = await launchChromium();
  try {
    for (const shot of OURS_SHOTS.filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)))) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        for (const scheme of ['light', 'dark'] as const) await shoot(browser, page.origin, shot, viewport, scheme);
      }
      console.log(`${shot.name}: 4 pictures`);
    }
    // The signed-in components (user button, team switcher, account settings page by page): scripts/screenshots-account.ts.
    if (only.length === 0 || only.some((word) => ['account-settings', 'user-button', 'team-switcher'].some((name) => name.includes(word)))) {
      console.log(`account screens: ${(await accountScreenshots(browser, page.origin, OUT)).length} pictures`);
    }
    console.log(`screens written to ${OUT}`);
    if (!officialInstalled()) {
      console.log('@stackframe/react-2.8.108 is not installed (npm ci installs it): no side-by-side pictures.');
      return;
    }
    const official = await serveOfficialPage(emulator.url);
    try {
      const written = await renderComparison(browser, page.origin, official.origin, join(OUT, 'compare'), only);
      console.log(`${written} side-by-side pictures written to ${join(OUT, 'compare')}`);
      if (only.length === 0 || only.some((word) => ['account-settings', 'user-button', 'team-switcher'].some((name) => name.includes(word)))) {
        console.log(`account components side by side: ${await accountComparison(browser, page.origin, official.origin, join(OUT, 'compare'))} pictures`);
      }
    } finally {
      await official.close();
    }
  } finally {
    await browser.close();
    await page.close();
    await emulator.close();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
