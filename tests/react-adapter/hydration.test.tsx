/**
 * Server-rendered screens hydrate in the browser without a mismatch: the HTML of renderToString, then hydrateRoot with
 * the same tree, in jsdom against the in-process emulator; React reports no hydration error and the screen comes alive.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PortcullisHandler, PortcullisProvider } from '../../react-adapter';
import { ORIGIN, reactHarness } from './harness';

test.each(['sign-in', 'sign-up', 'forgot-password', 'error'])('/handler/%s hydrates without a mismatch', async (route) => {
  const h = reactHarness(`${ORIGIN}/handler/${route}`);
  const location = `${ORIGIN}/handler/${route}`;
  const tree = <PortcullisProvider app={h.app} noAutomaticPrefetch><PortcullisHandler location={location} /></PortcullisProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const errors: string[] = [];
  const onRecoverableError = (error: unknown): void => { errors.push(String(error)); };
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { errors.push(args.map(String).join(' ')); });
  try {
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(''));
    await waitFor(() => expect(container.querySelector('form, [role="alert"]')).not.toBeNull());
    expect(errors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([]);
    act(() => root.unmount());
  } finally {
    spy.mockRestore();
    container.remove();
  }
});

test('control: hydrating different markup is reported (so the check above can fail)', async () => {
  const h = reactHarness();
  const tree = (route: string) => <PortcullisProvider app={h.app} noAutomaticPrefetch><PortcullisHandler location={`${ORIGIN}/handler/${route}`} /></PortcullisProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree('error'));
  document.body.appendChild(container);
  const errors: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { errors.push(args.map(String).join(' ')); });
  try {
    const root = await act(async () => hydrateRoot(container, tree('forgot-password'), { onRecoverableError: (e) => { errors.push(String(e)); } }));
    await waitFor(() => expect(errors.some((e) => /hydrat/i.test(e))).toBe(true));
    act(() => root.unmount());
  } finally {
    spy.mockRestore();
    container.remove();
  }
});
