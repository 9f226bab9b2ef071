/**
 * React adapter harness: a client app on the in-process emulator (real clock), a memory page (navigation), the
 * provider around what a test renders, and the wire (every request the emulator received).
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { createClientApp, createServerApp, type ClientApp } from '../../composition/entry-memory';
import { createEmulator, SEED } from '../../emulator';
import { PortcullisProvider } from '../../react-adapter';

// findBy*/waitFor wait up to 10 s, not 1 s: the screens load from the emulator, whose token checks run on Web Crypto;
// on a loaded 2-core CI machine with the browser suites alongside, one load took over 1 s (a red CI, not a bug).
configure({ asyncUtilTimeout: 10_000 });

export const ORIGIN = 'http://localhost:5173';
export const PASSWORD = 'correct horse battery staple';
let counter = 0;
export const uniqueEmail = (prefix = 'react'): string => `${prefix}-${++counter}-${Date.now()}@example.com`;

/** `router`: the app's redirects go through a router-like navigate (the page's URL changes, nothing unloads), recorded in `routed`. */
export function reactHarness(page = `${ORIGIN}/`, options: { readonly router?: boolean } = {}) {
  const emulator = createEmulator();
  const wire: { method: string; path: string }[] = [];
  const handler = async (request: Request): Promise<Response> => {
    wire.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api\/v1/, '') });
    return emulator.handler(request);
  };
  const navigation = new MemoryNavigationAdapter(page);
  const { projectId, publishableClientKey, secretServerKey } = SEED.demo;
  const routed: string[] = [];
  const router = { navigate: (url: string) => { routed.push(url); navigation.goTo(new URL(url, navigation.currentUrl() ?? page).href); } };
  const app: ClientApp = createClientApp({ projectId, publishableClientKey, ...(options.router === true ? { redirectMethod: router } : {}) }, { handler, navigation });
  const server = createServerApp({ projectId, publishableClientKey, secretServerKey }, { handler: emulator.handler });
  const requestsTo = (method: string, path: string): number => wire.filter((r) => r.method === method && r.path === path).length;
  const show = (ui: ReactNode, options: { strict?: boolean } = {}): RenderResult => {
    const tree = <PortcullisProvider app={app} noAutomaticPrefetch>{ui}</PortcullisProvider>;
    return render(options.strict === true ? <StrictMode>{tree}</StrictMode> : tree);
  };
  const signUp = async (email = uniqueEmail()): Promise<string> => {
    const up = await app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!up.ok) throw up.error;
    return email;
  };
  /** The newest outbox email of `type` to `to` (its link, code and otp). */
  const mailTo = (to: string, type: string) => {
    const mail = [...emulator.outbox.list()].reverse().find((m) => m.to === to && m.type === type);
    if (mail === undefined) throw new Error(`no ${type} email in the outbox for ${to}`);
    return mail;
  };
  return { emulator, app, server, navigation, routed, wire, requestsTo, show, signUp, mailTo };
}
