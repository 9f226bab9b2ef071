/**
 * The provider's colorScheme (issue 22): 'light' or 'dark' lands as data-portcullis-theme on each screen's root — the
 * element the default CSS reads it on — and 'system' (or no prop) leaves it off so prefers-color-scheme decides.
 * Chromium checks the colours themselves (tests/browser/react-theme.browser.test.ts).
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
import { PORTCULLIS_CSS, PortcullisHandler, PortcullisProvider, type PortcullisColorScheme } from '../../react-adapter';
import { ORIGIN, reactHarness } from './harness';

function showSignIn(colorScheme?: PortcullisColorScheme): void {
  const h = reactHarness();
  render(
    <PortcullisProvider app={h.app} noAutomaticPrefetch colorScheme={colorScheme}>
      <PortcullisHandler location={`${ORIGIN}/handler/sign-in`} />
    </PortcullisProvider>,
  );
}

async function screenRoot(): Promise<Element> {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return heading.closest('.portcullis')!;
}

test.each(['light', 'dark'] as const)("colorScheme='%s' is on the loading state and on the screen's .portcullis root", async (scheme) => {
  showSignIn(scheme);
  // The handler suspends for the project first: its loading state is themed too (no flash of the other scheme).
  expect(screen.getByRole('status').closest('.portcullis')!.getAttribute('data-portcullis-theme')).toBe(scheme);
  expect((await screenRoot()).getAttribute('data-portcullis-theme')).toBe(scheme);
});

test.each([undefined, 'system'] as const)('colorScheme %s leaves the attribute off (the OS decides, as before)', async (scheme) => {
  showSignIn(scheme);
  expect((await screenRoot()).hasAttribute('data-portcullis-theme')).toBe(false);
});

test('an unknown value from plain JavaScript follows the system rather than writing it out', async () => {
  showSignIn('blue' as PortcullisColorScheme);
  expect((await screenRoot()).hasAttribute('data-portcullis-theme')).toBe(false);
});

test('the CSS reads the attribute on the screen root after the media query and the ancestor form (last match wins)', () => {
  const at = (rule: string): number => PORTCULLIS_CSS.indexOf(rule);
  const media = at('@media (prefers-color-scheme:dark)');
  const ancestor = at(':where([data-portcullis-theme=light] .portcullis)');
  const own = at(':where(.portcullis[data-portcullis-theme=light])');
  expect(media).toBeGreaterThan(-1);
  expect(ancestor).toBeGreaterThan(media);
  expect(own).toBeGreaterThan(ancestor);
  expect(PORTCULLIS_CSS.slice(own)).toMatch(/^[^}]*--portcullis-bg:#ffffff;[^}]*color-scheme:light;/);
});
