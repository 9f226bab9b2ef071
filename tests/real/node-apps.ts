/**
 * The apps a Node user of the package builds (composition/entry-node: createClientApp / createServerApp /
 * createAdminApp) for one fresh project of the real backend, plus what the scenarios share: unique addresses the
 * mailbox can be read for, a token store the test can look into (a custom TokenStorePort, which the public API
 * accepts), and raw calls to the backend for checks the library does not offer (is this old token really dead?).
 */
import { randomBytes } from 'node:crypto';
import { createAdminApp, createClientApp, createServerApp } from '../../composition/entry-node';
import { realBackend, type ProjectKeys } from '../support/real-backend';

/** Absolute handler pages on localhost, which new projects trust (allow_localhost): email links point there. */
export const HANDLER = 'http://localhost:8102/handler';

export const uniqueEmail = (label: string): string => `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;

export const PASSWORD = 'correct horse battery staple';

/** The pair a token store holds (the shape of the package's TokenStorePort). */
export interface TokenPair { readonly accessToken: string | null; readonly refreshToken: string | null }

/** A TokenStorePort the test can read: the current pair and every pair set, in order. */
export class VisibleTokenStore {
  #tokens: TokenPair = { accessToken: null, refreshToken: null };
  readonly #listeners = new Set<(tokens: TokenPair) => void>();
  readonly history: TokenPair[] = [];

  get(): TokenPair {
    return this.#tokens;
  }

  set(tokens: TokenPair): void {
    this.#tokens = tokens;
    this.history.push(tokens);
    for (const listener of this.#listeners) listener(tokens);
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export interface ProjectApps {
  keys: ProjectKeys;
  /** A new client app with its own session (memory, or the given store). */
  client(store?: VisibleTokenStore): ReturnType<typeof createClientApp>;
  server(): ReturnType<typeof createServerApp>;
  admin(): ReturnType<typeof createAdminApp>;
}

/**
 * Counts the API calls this test file sends to the backend (the library's and the raw checks; the mailbox and
 * `new-project` are not API calls), and prints the count once the file is done: a measured figure, never asserted.
 */
let apiCalls = 0;
let inFlight = 0;
const originalFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith(`${process.env['STACK_REAL_URL'] ?? '-'}/api/v1`)) apiCalls++;
  inFlight++;
  try {
    return await originalFetch(input, init);
  } finally {
    inFlight--;
  }
};
afterAll(async () => {
  // A call the library started and no longer awaits (getUser after a refused refresh reads /users/me in the
  // background) may still be under way when the last test ends; let it settle here, so no module is loaded after jest
  // has torn the environment down (jest then fails the run although every test passed).
  const deadline = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(`CALLS ${expect.getState().testPath?.split('/').pop() ?? '?'}: ${apiCalls} API calls to the real backend`);
});

export function appsFor(keys: ProjectKeys): ProjectApps {
  const base = { projectId: keys.projectId, publishableClientKey: keys.publishableClientKey, baseUrl: realBackend().url, urls: { handler: HANDLER } };
  return {
    keys,
    client: (store) => createClientApp({ ...base, tokenStore: store ?? 'memory' }),
    server: () => createServerApp({ ...base, secretServerKey: keys.secretServerKey, tokenStore: 'memory' }),
    admin: () => createAdminApp({ ...base, superSecretAdminKey: keys.superSecretAdminKey, tokenStore: 'memory' }),
  };
}

/** A raw client call with an access token, outside the library (to prove what the backend thinks of that token). */
export async function rawClientCall(keys: ProjectKeys, path: string, accessToken: string): Promise<{ status: number; code: string | null; body: string }> {
  const response = await fetch(`${realBackend().url}/api/v1${path}`, {
    headers: {
      'x-stack-project-id': keys.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': keys.publishableClientKey,
      'x-stack-access-token': accessToken,
    },
  });
  return { status: response.status, code: response.headers.get('x-stack-known-error'), body: await response.text() };
}

/** `result.value` of an ok Result, else throws the error (so a failure shows the service's message). */
export function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result.value;
}

/** The error of a failed Result (throws if it succeeded). */
export function errorOf<E>(result: { ok: true } | { ok: false; error: E }): E {
  if (result.ok) throw new Error('expected the call to fail, it succeeded');
  return result.error;
}
