/**
 * What every browser suite starts once and stops at the end: the emulator over HTTP on 127.0.0.1, the suite's page
 * server, one headless Chromium, and the network audit of every context it opens.
 */
import type { Browser } from 'playwright-core';
import { startEmulatorServer, type RunningServer } from '../../../emulator';
import { launchChromium } from '../../support/chromium';
import { auditBrowser, type NetworkAudit } from './network-audit';

export interface ServedPage {
  readonly origin: string;
  close(): Promise<void>;
}

export interface BrowserSuite<P extends ServedPage> {
  readonly emulator: RunningServer;
  readonly page: P;
  readonly browser: Browser;
  readonly audit: NetworkAudit;
}

export async function startBrowserSuite<P extends ServedPage>(servePage: (apiUrl: string) => Promise<P>): Promise<BrowserSuite<P>> {
  const emulator = await startEmulatorServer({ port: 0 });
  const page = await servePage(emulator.url);
  const browser = await launchChromium();
  return { emulator, page, browser, audit: auditBrowser(browser) };
}

/** Tolerates a suite whose start failed half-way (its later parts are undefined). */
export async function stopBrowserSuite(suite: Partial<Pick<BrowserSuite<ServedPage>, 'emulator' | 'page' | 'browser'>>): Promise<void> {
  await suite.browser?.close();
  await suite.page?.close();
  await suite.emulator?.close();
}
