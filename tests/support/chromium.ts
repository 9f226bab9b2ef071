/**
 * Headless Chromium for browser tests: Debian's package (scripts/ensure-chromium.mjs installs it), driven by
 * playwright-core; never a downloaded browser. Flags keep Chromium off the network (this machine's network is closed
 * and no test may talk to anything but loopback).
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.PORTCULLIS_CHROMIUM || '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions',
    ],
  });
}
