/**
 * The two clients as the per-call and refresh figures drive them, signed in against one emulator over HTTP, with
 * their caches bypassed so every call is a request:
 * - ours: the built package (dist/server/index.js), createNodeContainer + ClientApp, with the app's AppCache rebound to
 *   a pass-through before the app is resolved. app.getUser() otherwise reads through a per-key rate limiter (300 ms
 *   between fetch starts, as the SDK's) that would turn a loop of calls into a 300 ms wait each.
 * - the official SDK 2.8.108: its getUser body without its cache — _getSession(), _interface.getClientUserByToken(),
 *   _currentUserFromCrud() — because its getUser goes through the same kind of 300 ms rate-limited cache.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { SEED } from '../../emulator';
import * as sdk from '@stackframe/js-2.8.108';
import type { AppCache, CacheKey, CacheSnapshot } from '../../application';
import type * as NodeEntryModule from '../../composition/entry-node';

export const PASSWORD = 'bench-password-1234';

/** What each figure calls: one current-user read, no cache. */
export type GetUser = () => Promise<unknown>;

type NodeEntry = typeof NodeEntryModule;

const passThrough: AppCache = {
  read: <T>(_key: CacheKey, load: () => Promise<T>): Promise<T> => load(),
  invalidate: () => undefined,
  subscribe: <T>(_key: CacheKey, load: () => Promise<T>, listener: (snapshot: CacheSnapshot<T>) => void) => {
    load().then((value) => listener({ status: 'success', value, updatedAt: 0 }), (error: unknown) => listener({ status: 'error', error, updatedAt: 0 }));
    return () => undefined;
  },
  peek: <T>(): CacheSnapshot<T> => ({ status: 'pending' }) as CacheSnapshot<T>,
};

export async function loadOurEntry(root: string): Promise<NodeEntry> {
  return (await import(pathToFileURL(join(root, 'dist/server/index.js')).href)) as NodeEntry;
}

/** Signs `email` in with our client (built package); returns its uncached getUser. */
export async function ourGetUser(entry: NodeEntry, baseUrl: string, email: string): Promise<GetUser> {
  const container = entry.createNodeContainer({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl, tokenStore: 'memory' });
  container.rebind(entry.BINDING_KEYS.AppCache).toConstantValue(passThrough);
  const app = container.get(entry.BINDING_KEYS.ClientApp);
  const signedIn = await app.signInWithPassword({ email, password: PASSWORD });
  if (!signedIn.ok) throw signedIn.error;
  return () => app.getUser({ or: 'throw' });
}

/** The SDK's private members the uncached call uses (present in 2.8.108's client app implementation). */
interface SdkInternals {
  _getSession(): Promise<unknown>;
  _interface: { getClientUserByToken(session: unknown): Promise<unknown> };
  _currentUserFromCrud(crud: unknown, session: unknown): unknown;
}

/** Signs `email` in with the official SDK; returns its getUser minus the cache. */
export async function sdkGetUser(baseUrl: string, email: string): Promise<GetUser> {
  const app = new sdk.StackClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl, tokenStore: 'memory' });
  const signedIn = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (signedIn.status === 'error') throw signedIn.error;
  const internals = app as unknown as SdkInternals;
  return async () => {
    const session = await internals._getSession();
    const crud = await internals._interface.getClientUserByToken(session);
    if (crud === null) throw new Error('SDK: not signed in');
    return internals._currentUserFromCrud(crud, session);
  };
}

/**
 * The SDK's caches schedule a 5 s timer per read outside a browser and never unref it: timers are unref'd while the
 * report runs so the process can exit (as tests/emulator/official-sdk.test.ts does).
 */
export function unrefTimers(): () => void {
  const realSetTimeout = globalThis.setTimeout;
  const patched = ((...args: Parameters<typeof setTimeout>) => realSetTimeout(...args).unref()) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(patched, realSetTimeout);
  return () => { globalThis.setTimeout = realSetTimeout; };
}
