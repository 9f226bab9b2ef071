/**
 * Chromium for an example's walk: the network audit (every URL the browser asked for), one page, and what it said —
 * console errors and warnings, page errors, HTTP errors — for the walk's end, where a failure's cause is looked for.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { auditBrowser, type NetworkAudit } from '../../browser/support/network-audit';
import { launchChromium } from '../../support/chromium';

export interface WatchedPage {
  readonly browser: Browser;
  readonly audit: NetworkAudit;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly log: readonly string[];
}

export async function openWatchedPage(defaultTimeout: number): Promise<WatchedPage> {
  const browser = await launchChromium();
  const audit = auditBrowser(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(defaultTimeout);
  const log: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') log.push(`${message.type()}: ${message.text()}`); });
  page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`));
  page.on('response', (response) => { if (response.status() >= 400) log.push(`${response.status()} ${response.request().method()} ${response.url()}`); });
  return { browser, audit, context, page, log };
}
