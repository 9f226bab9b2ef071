/**
 * npm run screenshots: a PNG of every default screen of the React adapter, light and dark, into docs/screens/ — the
 * emulator over HTTP, the React page of the browser suites, Debian's Chromium. Signed-in screens use a fresh user.
 * (sign-out has no picture: it signs out and leaves for afterSignOut at once.)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulatorServer } from '../emulator';
import { launchChromium } from '../tests/support/chromium';
import { serveReactPage } from '../tests/browser/support/react-page';
import { accountScreenshots } from './screenshots-account';

const OUT = join(process.cwd(), 'docs', 'screens');
// Every handler route a signed-out person can land on; the links from emails carry a code the service does not know,
// so the picture shows what a person with an old or mistyped link sees.
const SIGNED_OUT = [
  'sign-in', 'sign-up', 'forgot-password', 'password-reset?code=expired-or-unknown', 'email-verification?code=expired-or-unknown',
  'team-invitation?code=expired-or-unknown', 'magic-link-callback?code=expired-or-unknown', 'oauth-callback', 'mfa', 'error?errorCode=OUTER_OAUTH_TIMEOUT',
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const emulator = await startEmulatorServer({ port: 0 });
  const page = await serveReactPage(emulator.url);
  const browser = await launchChromium();
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 720, height: 900 } });
      const tab = await context.newPage();
      for (const route of SIGNED_OUT) {
        await tab.goto(`${page.origin}/handler/${route}`);
        await tab.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
        await tab.waitForLoadState('networkidle');
        await tab.screenshot({ path: join(OUT, `${route.split('?')[0]}-${scheme}.png`), fullPage: true });
      }
      await tab.goto(`${page.origin}/`);
      await tab.getByText('signed out').waitFor();
      await tab.evaluate(async (email) => {
        const app = (globalThis as never as { app: { signUpWithPassword(i: object): Promise<unknown> } }).app;
        await app.signUpWithPassword({ email, password: 'correct horse battery staple', noRedirect: true });
      }, `screens-${scheme}@example.com`);
      await tab.goto(`${page.origin}/handler/account-settings#auth`);
      await tab.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await tab.getByRole('img', { name: /Scan this QR code/ }).waitFor({ timeout: 15_000 });
      await tab.screenshot({ path: join(OUT, `account-settings-totp-${scheme}.png`), fullPage: true });
      await context.close();
    }
    await accountScreenshots(browser, page.origin, OUT);
    console.log(`screens written to ${OUT}`);
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
