/**
 * Side-by-side pictures: for each shot both pages have, the official SDK's screen (left, A) and ours (right, B) at the
 * same viewport and colour scheme, one PNG per screen into docs/screens/compare/<name>-<viewport>-<scheme>.png. Each
 * half is the viewport as a person first sees it; the two are joined on a page Chromium renders. Requests that leave
 * this machine (the official SDK's Stripe loader) are refused.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OFFICIAL_SHOTS } from './official-shots';
import { OURS_SHOTS, VIEWPORTS, signUpThroughPage } from './shots';

/** What a screenshot page may load: this machine, inline data; everything else is aborted. */
export const LOCAL = /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/;

async function localContext(browser: Browser, scheme: 'light' | 'dark', viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme: scheme, viewport: VIEWPORTS[viewport] });
  await context.route('**/*', (route) => (LOCAL.test(route.request().url()) ? route.continue() : route.abort()));
  return context;
}

async function half(browser: Browser, scheme: 'light' | 'dark', viewport: keyof typeof VIEWPORTS, run: (tab: Page) => Promise<void>): Promise<Buffer> {
  const context = await localContext(browser, scheme, viewport);
  try {
    const tab = await context.newPage();
    await run(tab);
    // A page that keeps polling never goes idle: picture it as it is after a while.
    await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await tab.mouse.move(0, 0);
    await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tab.waitForTimeout(300);
    return await tab.screenshot();
  } finally {
    await context.close();
  }
}

/** Two screenshots side by side, labelled A (official) and B (ours), as one PNG at `path`. */
export async function joinSideBySide(browser: Browser, left: Buffer, right: Buffer, width: number, path: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: width * 2 + 16, height: 200 } });
  const cell = (label: string, png: Buffer): string => `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${png.toString('base64')}"></figure>`;
  await page.setContent(`<!doctype html><style>body{margin:0;display:flex;gap:16px;background:#6b6b78;font:600 ${width < 600 ? 20 : 15}px system-ui,sans-serif}
figure{margin:0;display:grid}figcaption{background:#d4d4dc;color:#111;text-align:center;padding:8px}img{display:block;width:${width}px}</style>
${cell('A  @stackframe/react 2.8.108', left)}${cell('B  portcullis', right)}`);
  await page.screenshot({ path, fullPage: true });
  await page.close();
}

export async function renderComparison(browser: Browser, ours: string, official: string, outDir: string, only: readonly string[]): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (const shot of OFFICIAL_SHOTS.filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)))) {
    const mine = OURS_SHOTS.find((s) => s.name === shot.name);
    if (mine === undefined) continue;
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const unique = `compare-${shot.name}-${viewport}-${scheme}`;
        // A user for the shots that need one (the wrong-password state), made through our page.
        const context = await localContext(browser, scheme, viewport);
        await signUpThroughPage(await context.newPage(), ours, `${unique}-official@example.com`);
        await context.close();
        const left = await half(browser, scheme, viewport, (tab) => shot.run(tab, official, `${unique}-official@example.com`));
        const right = await half(browser, scheme, viewport, (tab) => mine.run(tab, ours, unique));
        await joinSideBySide(browser, left, right, VIEWPORTS[viewport].width, join(outDir, `${unique.slice('compare-'.length)}.png`));
        written++;
      }
    }
    console.log(`compare ${shot.name}: 4 pictures`);
  }
  return written;
}
