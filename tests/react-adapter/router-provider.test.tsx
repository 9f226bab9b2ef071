/**
 * PortcullisProvider and redirectMethod's hook form ({ useNavigate }): the provider calls the hook while rendering and
 * feeds the router's navigate into the app's redirects (same-origin targets as paths) and the screens' links; once the
 * provider is gone, a redirect says it needs it (ConfigurationError).
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { createClientApp } from '../../composition/entry-memory';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { createEmulator, SEED } from '../../emulator';
import { PortcullisHandler, PortcullisProvider } from '../../react-adapter';
import { ORIGIN, PASSWORD, uniqueEmail } from './harness';

test('the hook is called while rendering; redirects and links go through what it returned; unmounted, a redirect is a ConfigurationError', async () => {
  const emulator = createEmulator();
  const navigation = new MemoryNavigationAdapter(`${ORIGIN}/handler/sign-in`);
  const routed: string[] = [];
  let hookCalls = 0;
  const useNavigate = () => {
    hookCalls++;
    return (url: string) => void routed.push(url);
  };
  const { projectId, publishableClientKey } = SEED.demo;
  const app = createClientApp({ projectId, publishableClientKey, redirectMethod: { useNavigate } }, { handler: emulator.handler, navigation });
  const view = render(<PortcullisProvider app={app} noAutomaticPrefetch><PortcullisHandler location={`${ORIGIN}/handler/sign-in`} /></PortcullisProvider>);
  expect(hookCalls).toBeGreaterThan(0);
  // A link between screens: the router moves, the page does not load.
  fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
  expect(routed).toEqual(['/handler/sign-up']);
  const up = await app.signUpWithPassword({ email: uniqueEmail('router'), password: PASSWORD });
  expect(up.ok && up.value.redirect).toEqual({ navigated: true, url: `${ORIGIN}/` });
  expect(routed).toEqual(['/handler/sign-up', '/']);
  expect(navigation.visits).toEqual([]);
  act(() => view.unmount());
  const error = await app.signOut().then(() => null, (e: unknown) => e);
  expect(ConfigurationError.isInstance(error)).toBe(true);
  expect((error as Error).message).toContain('<PortcullisProvider');
  expect(routed).toHaveLength(2);
});
