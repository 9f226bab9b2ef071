/**
 * Server rendering: every handler route renders to a string in Node (no window, no document) without throwing, with
 * the styles and a loading state where data is needed.
 */
import 'reflect-metadata';
import { renderToString } from 'react-dom/server';
import { PortcullisHandler, PortcullisProvider } from '../../react-adapter';
import { ORIGIN, reactHarness } from './harness';

const ROUTES = ['sign-in', 'sign-up', 'sign-out', 'email-verification?code=x', 'password-reset?code=x', 'forgot-password',
  'oauth-callback?code=a&state=b', 'magic-link-callback?code=x', 'account-settings', 'team-invitation?code=x', 'mfa', 'error', 'nowhere'];

test('there is no window or document here', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
});

test.each(ROUTES)('/handler/%s renders on the server', (route) => {
  const h = reactHarness();
  const html = renderToString(
    <PortcullisProvider app={h.app} noAutomaticPrefetch><PortcullisHandler location={`${ORIGIN}/handler/${route}`} /></PortcullisProvider>,
  );
  expect(html).toContain('<style data-portcullis="">');
  expect(html.length).toBeGreaterThan(100);
});

test("the provider's colorScheme is in the server's markup (the same attribute the browser renders, so hydration matches)", () => {
  const h = reactHarness();
  const html = renderToString(
    <PortcullisProvider app={h.app} noAutomaticPrefetch colorScheme="light"><PortcullisHandler location={`${ORIGIN}/handler/sign-in`} /></PortcullisProvider>,
  );
  // The loading card of the full page (the handler's default) carries it on the page and on the card.
  expect(html).toMatch(/<div data-portcullis-theme="light" class="portcullis portcullis-page"><div data-portcullis-theme="light" class="portcullis portcullis-screen portcullis-card"><p role="status" class="portcullis-loading">/);
});
