/**
 * The browser entry evaluated on a server (server rendering, Next.js prerendering): no window, no document. Creating the
 * app touches no browser global, getUser is null without a session, the provider, handler screens and useUser render
 * to HTML with their data, and a navigation there is a typed error, not a ReferenceError.
 */
import { PassThrough } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createClientApp, type ClientApp } from '../../composition/entry-browser';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { PortcullisHandler, PortcullisProvider, useUser } from '../../react-adapter';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery staple';
let emulator: RunningServer;

beforeAll(async () => {
  emulator = await startEmulatorServer({ port: 0 });
});
afterAll(() => emulator.close());

const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url });

function Who(): ReactNode {
  const user = useUser();
  return <p id="who">{user === null ? 'signed out' : `signed in as ${user.primaryEmail}`}</p>;
}

/** The whole tree once every Suspense boundary has its data (what a streaming server sends in the end). */
async function renderWithData(app: ClientApp, ui: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<PortcullisProvider app={app}>{ui}</PortcullisProvider>);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('there is no window or document here', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  expect(typeof (globalThis as { location?: unknown }).location).toBe('undefined');
});

test('createClientApp on a server: no browser global read, no session, getUser resolves null', async () => {
  const app = createClientApp(options());
  expect(app.urls.signIn).toBe('/handler/sign-in');
  await expect(app.getUser()).resolves.toBeNull();
});

test('a redirect without a page rejects with a ConfigurationError (not a ReferenceError), and the session is unharmed', async () => {
  const app = createClientApp(options());
  const error = await app.signOut().then(() => null, (e: unknown) => e);
  expect(ConfigurationError.isInstance(error)).toBe(true);
  expect((error as Error).message).toMatch(/No page to navigate: use redirectMethod 'none' on a server/);
  const quiet = createClientApp({ ...options(), redirectMethod: 'none' });
  await expect(quiet.signOut()).resolves.toMatchObject({ navigated: false, reason: 'REDIRECT_METHOD_NONE' });
});

test('renderToString does not throw: the handler and useUser render their loading state before data', () => {
  const app = createClientApp(options());
  const html = renderToString(
    <PortcullisProvider app={app}>
      <PortcullisHandler location={`${ORIGIN}/handler/sign-in`} />
      <Suspense fallback={<p>Loading user…</p>}><Who /></Suspense>
    </PortcullisProvider>,
  );
  expect(html).toContain('<style data-portcullis="">');
  expect(html).toContain('role="status"');
  expect(html).toContain('Loading user…');
});

test.each([
  ['sign-in', 'Sign in', ['name="email"', 'name="password"', 'autoComplete="current-password"']],
  ['sign-up', 'Create an account', ['name="email"', 'name="password"', 'autoComplete="new-password"']],
  ['forgot-password', 'Reset your password', ['name="email"']],
])('/handler/%s renders with its data on the server: heading %s and its fields', async (route, heading, fields) => {
  const app = createClientApp(options());
  const html = await renderWithData(app, (
    <>
      <main><PortcullisHandler location={`${ORIGIN}/handler/${route}`} /></main>
      <Suspense fallback={<p>Loading user…</p>}><Who /></Suspense>
    </>
  ));
  expect(html).toMatch(new RegExp(`<h1 id="[^"]+">${heading}</h1>`));
  for (const field of fields) expect(html.replace(/autocomplete=/g, 'autoComplete=')).toContain(field);
  expect(html).toContain('<p id="who">signed out</p>');
  expect(html).not.toContain('Loading user…');
});

test("signed in on the server: an app over the request's session renders the user's email", async () => {
  const email = `ssr-${Date.now()}@example.com`;
  const browserLike = createClientApp({ ...options(), tokenStore: 'memory' });
  const up = await browserLike.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  expect(up.ok).toBe(true);
  const authJson = await browserLike.tokens.getAuthJson();
  const request = { headers: { 'x-stack-auth': JSON.stringify(authJson) } };
  const app = createClientApp({ ...options(), tokenStore: request });
  expect((await app.getUser())?.primaryEmail).toBe(email);
  const html = await renderWithData(app, <Suspense fallback={<p>Loading user…</p>}><Who /></Suspense>);
  expect(html).toContain(`<p id="who">signed in as ${email}</p>`);
});

function Protected(): ReactNode {
  const user = useUser({ or: 'redirect' });
  return <p id="protected">hello {user.primaryEmail}</p>;
}

test("useUser({ or: 'redirect' }) signed out in a server render: the fallback is sent and the render ends (it used to wait for a navigation for good)", async () => {
  const app = createClientApp({ ...options(), urls: { home: ORIGIN } });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PortcullisProvider app={app}><Suspense fallback={<p id="wait">checking your session</p>}><Protected /></Suspense></PortcullisProvider>,
    { onError: (error) => { errors.push(error); } },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString('utf8');
  expect(html).toContain('<p id="wait">checking your session</p>');
  expect(html).not.toContain('id="protected"');
  // The browser takes the boundary over and redirects there; the server saw the typed reason.
  expect(errors.map((error) => (error as { code?: unknown }).code)).toEqual(['USER_AUTHENTICATION_REQUIRED']);
}, 20_000);
