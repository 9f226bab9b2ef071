/**
 * createBrowserCookieStore: the cookie token store over document.cookie (a memory store where there is no document). The page's globals (location.protocol,
 * BroadcastChannel, cookieStore, navigator.locks) are read here, in composition, so the adapter itself stays free of globals.
 */
import { DocumentCookieAdapter } from '../adapters/cookies/document-cookie.adapter';
import { CookieTokenStoreAdapter } from '../adapters/token-store/cookie-token-store.adapter';
import { MemoryTokenStoreAdapter } from '../adapters/token-store/memory-token-store.adapter';
import type { CookieChangeEventsLike, CrossTabChannelLike } from '../adapters/token-store/cross-tab-signals';
import type { LockManagerLike } from '../adapters/token-store/tab-lock';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';
import type { TokenStorePort } from '../ports/token-store.port';

interface BrowserGlobals {
  readonly document?: unknown;
  readonly location?: { readonly protocol?: string };
  readonly BroadcastChannel?: new (name: string) => CrossTabChannelLike;
  readonly cookieStore?: CookieChangeEventsLike;
  readonly navigator?: { readonly locks?: LockManagerLike };
}

export function createBrowserCookieStore(projectId: string, clock: ClockPort, logger: LoggerPort): TokenStorePort {
  const page = globalThis as BrowserGlobals;
  // No document (the module evaluated on a server, for server rendering): no cookies to read or poll, no tabs to tell;
  // the app starts signed out and keeps any session in its own memory (a server reads the request: tokenStore: request).
  if (!page.document) return new MemoryTokenStoreAdapter();
  // One channel name per project: tabs of another project's app on the same origin need not wake up.
  const channel = typeof page.BroadcastChannel === 'function' ? new page.BroadcastChannel(`portcullis-tokens:${projectId}`) : null;
  return new CookieTokenStoreAdapter(new DocumentCookieAdapter(), clock, logger, {
    projectId,
    secure: page.location?.protocol === 'https:',
    channel,
    cookieChanges: page.cookieStore ?? null,
    // Web Locks exist only in secure contexts (https, localhost); elsewhere each tab refreshes on its own.
    locks: page.navigator?.locks ?? null,
  });
}
