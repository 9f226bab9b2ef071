/**
 * The same states as shots.ts, reached on the official SDK's screens (their labels and steps), for the side-by-side
 * pictures. A user a shot needs is signed up through our page: both pages talk to the same emulator and project.
 */
import type { Page } from 'playwright-core';

export interface OfficialShot {
  readonly name: string;
  run(tab: Page, origin: string, email: string): Promise<void>;
}

async function open(tab: Page, url: string, text?: string | RegExp): Promise<void> {
  await tab.goto(url);
  if (text !== undefined) {
    await tab.getByText(text).first().waitFor({ timeout: 20_000 });
    return;
  }
  // Pages whose wording we do not pin: wait until it stops loading and shows some text.
  await tab.waitForLoadState('networkidle');
  // A page that stays blank (the official password reset throws on an unknown code) is pictured blank.
  await tab.waitForFunction(() => (document.getElementById('root')?.innerText ?? '').trim().length > 0, undefined, { timeout: 8_000 }).catch(() => undefined);
  await tab.waitForTimeout(1_000);
}

export const OFFICIAL_SHOTS: readonly OfficialShot[] = [
  { name: 'sign-in', run: (tab, origin) => open(tab, `${origin}/handler/sign-in`, 'Sign in to your account') },
  { name: 'sign-up', run: (tab, origin) => open(tab, `${origin}/handler/sign-up`, 'Create a new account') },
  {
    name: 'sign-in-error',
    async run(tab, origin, email) {
      await open(tab, `${origin}/handler/sign-in`, 'Sign in to your account');
      await tab.getByRole('tab', { name: 'Email & Password' }).click();
      await tab.getByRole('textbox', { name: 'Email' }).fill(email);
      await tab.locator('input[type=password]').fill('not the password at all');
      await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
      await tab.getByText('Wrong e-mail or password.').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'email-code',
    async run(tab, origin, email) {
      await open(tab, `${origin}/handler/sign-in`, 'Sign in to your account');
      await tab.getByRole('textbox', { name: 'Email' }).fill(email.replace('@', '-code@'));
      await tab.getByRole('button', { name: 'Send email' }).click();
      await tab.getByText('Enter the code from your email').waitFor({ timeout: 20_000 });
    },
  },
  { name: 'forgot-password', run: (tab, origin) => open(tab, `${origin}/handler/forgot-password`, 'Reset Your Password') },
  {
    name: 'forgot-password-sent',
    async run(tab, origin) {
      await open(tab, `${origin}/handler/forgot-password`, 'Reset Your Password');
      await tab.getByRole('textbox').first().fill('ada@example.com');
      await tab.getByRole('button', { name: /send/i }).click();
      await tab.getByText(/email sent|check your email/i).first().waitFor({ timeout: 20_000 });
    },
  },
  { name: 'password-reset', run: (tab, origin) => open(tab, `${origin}/handler/password-reset?code=expired-or-unknown`) },
  { name: 'email-verification', run: (tab, origin) => open(tab, `${origin}/handler/email-verification?code=expired-or-unknown`) },
  { name: 'mfa', run: (tab, origin) => open(tab, `${origin}/handler/mfa`) },
  { name: 'team-invitation', run: (tab, origin) => open(tab, `${origin}/handler/team-invitation?code=expired-or-unknown`) },
  { name: 'error', run: (tab, origin) => open(tab, `${origin}/handler/error?errorCode=OUTER_OAUTH_TIMEOUT`) },
];
