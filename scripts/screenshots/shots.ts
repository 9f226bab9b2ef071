/**
 * The screens npm run screenshots pictures, each a name and the steps that bring a fresh tab to it: signed-out routes,
 * then the states a person meets (a wrong password, the emailed-code step, the reset link sent); the signed-in
 * components and account settings are in ../screenshots-account.ts.
 * Links from emails carry a code the service does not know, so those pictures show an old or mistyped link.
 */
import type { Page } from 'playwright-core';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
export const PASSWORD = 'correct horse battery staple';
const BRAND = 'brand=Portcullis%20Demo';

export interface Shot {
  readonly name: string;
  /** Brings the tab to the state to picture; `unique` is a different word for every picture (fresh emails). */
  run(tab: Page, origin: string, unique: string): Promise<void>;
}

async function open(tab: Page, url: string, heading?: string | RegExp): Promise<void> {
  await tab.goto(url);
  await tab.getByRole('heading', { level: 1, ...(heading === undefined ? {} : { name: heading }) }).waitFor({ timeout: 15_000 });
}

/** Signs a new user up through the app on the page, and leaves the tab on `/`. */
export async function signUpThroughPage(tab: Page, origin: string, email: string): Promise<void> {
  await tab.goto(`${origin}/`);
  await tab.getByText('signed out').waitFor({ timeout: 15_000 });
  await tab.evaluate(async ([e, p]) => {
    const app = (globalThis as never as { app: { signUpWithPassword(i: object): Promise<unknown> } }).app;
    await app.signUpWithPassword({ email: e, password: p, noRedirect: true });
  }, [email, PASSWORD] as const);
  await tab.getByText(`signed in as ${email}`).waitFor({ timeout: 15_000 });
}

const route = (name: string, path: string, heading?: string | RegExp): Shot => ({
  name, run: (tab, origin) => open(tab, `${origin}/handler/${path}${path.includes('?') ? '&' : '?'}${BRAND}`, heading),
});

export const OURS_SHOTS: readonly Shot[] = [
  route('sign-in', 'sign-in', 'Sign in'),
  route('sign-up', 'sign-up', 'Create an account'),
  {
    name: 'sign-in-error',
    async run(tab, origin, unique) {
      const email = `${unique}@example.com`;
      await signUpThroughPage(tab, origin, email);
      // The sign-out ends with a page load (to afterSignOut): start it, then wait for the signed-out page.
      await tab.evaluate(() => { void (globalThis as never as { app: { signOut(): Promise<unknown> } }).app.signOut(); });
      await tab.getByText('signed out').waitFor({ timeout: 15_000 });
      await open(tab, `${origin}/handler/sign-in?${BRAND}`, 'Sign in');
      const form = tab.getByRole('form', { name: 'Sign in', exact: true });
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password at all');
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await tab.getByText('Wrong e-mail or password.').waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'email-code',
    async run(tab, origin, unique) {
      await open(tab, `${origin}/handler/sign-in?${BRAND}`, 'Sign in');
      await tab.getByRole('tab', { name: 'Email code' }).click();
      const form = tab.getByRole('form', { name: 'Email me a sign-in code' });
      await form.getByLabel('Email', { exact: true }).fill(`${unique}@example.com`);
      await form.getByRole('button', { name: 'Send code' }).click();
      await tab.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor({ timeout: 15_000 });
    },
  },
  route('forgot-password', 'forgot-password', 'Reset your password'),
  {
    name: 'forgot-password-sent',
    async run(tab, origin) {
      await open(tab, `${origin}/handler/forgot-password?${BRAND}`, 'Reset your password');
      await tab.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await tab.getByRole('button', { name: 'Send reset link' }).click();
      await tab.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor({ timeout: 15_000 });
    },
  },
  route('mfa', 'mfa', 'Two-factor authentication'),
  route('password-reset', 'password-reset?code=expired-or-unknown'),
  route('email-verification', 'email-verification?code=expired-or-unknown'),
  route('team-invitation', 'team-invitation?code=expired-or-unknown'),
  route('magic-link-callback', 'magic-link-callback?code=expired-or-unknown'),
  route('oauth-callback', 'oauth-callback'),
  route('error', 'error?errorCode=OUTER_OAUTH_TIMEOUT'),
  {
    // Reached by a plain link (not the app's redirectToSignOut), the sign-out page asks (issue 32).
    name: 'sign-out-confirm',
    run: async (tab, origin, unique) => {
      await signUpThroughPage(tab, origin, `${unique}@example.com`);
      await open(tab, `${origin}/handler/sign-out?${BRAND}`, 'Sign out?');
    },
  },
];
