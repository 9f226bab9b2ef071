/**
 * Every TokenStorePort variant against the one contract, including a hand-written custom object.
 * @jest-environment jsdom
 */
import { DocumentCookieAdapter } from '../../adapters/cookies/document-cookie.adapter';
import { MemoryCookieAdapter } from '../../adapters/cookies/memory-cookie.adapter';
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { CookieTokenStoreAdapter } from '../../adapters/token-store/cookie-token-store.adapter';
import { MemoryLockManager } from '../../adapters/token-store/memory-lock-manager';
import { ExplicitTokenStoreAdapter } from '../../adapters/token-store/explicit-token-store.adapter';
import { MemoryTokenStoreAdapter } from '../../adapters/token-store/memory-token-store.adapter';
import { RequestTokenStoreAdapter } from '../../adapters/token-store/request-token-store.adapter';
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../ports/token-store.port';
import { describeTokenStoreContract, type TokenStoreSubject } from '../contract/token-store.contract';
import { FakeBroadcastHub } from '../fakes/fake-broadcast-hub';
import { RecordingLogger } from '../fakes/recording-logger';

const PROJECT = 'proj-contract';

/** What an app could write itself: any object with get/set/subscribe is a token store. */
class HandWrittenCustomStore implements TokenStorePort {
  #value: TokenPair = EMPTY_TOKENS;
  #listeners: Array<(tokens: TokenPair) => void> = [];
  get(): TokenPair {
    return this.#value;
  }
  set(tokens: TokenPair): void {
    const changed = tokens.refreshToken !== this.#value.refreshToken || tokens.accessToken !== this.#value.accessToken;
    this.#value = { ...tokens };
    if (changed) for (const l of this.#listeners) try { l(this.#value); } catch { /* not the store's problem */ }
  }
  subscribe(listener: (tokens: TokenPair) => void): () => void {
    const entry = (t: TokenPair): void => listener(t);
    this.#listeners.push(entry);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== entry);
    };
  }
}

function cookieTabsOverMemoryJar(withBroadcast: boolean, withLocks = false): TokenStoreSubject {
  const clock = new FakeClockAdapter(1_700_000_000_000);
  const jar = new MemoryCookieAdapter(clock);
  const hub = new FakeBroadcastHub();
  const locks = withLocks ? new MemoryLockManager() : null;
  const tab = (): CookieTokenStoreAdapter => new CookieTokenStoreAdapter(jar, clock, new RecordingLogger(), {
    projectId: PROJECT, secure: true, channel: withBroadcast ? hub.channel() : null, locks,
  });
  // With a broadcast the change arrives as a message; without, the next 100 ms poll picks it up.
  const deliver = withBroadcast ? () => hub.deliver() : () => clock.advance(100);
  return { store: tab(), otherTab: { store: tab(), deliver } };
}

function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function cookieTabsOverDocument(): TokenStoreSubject {
  clearDocumentCookies();
  const clock = new FakeClockAdapter(1_700_000_000_000);
  // jsdom serves http://localhost, where Secure cookies are refused: the store is told the page is http.
  const tab = (): CookieTokenStoreAdapter =>
    new CookieTokenStoreAdapter(new DocumentCookieAdapter(), clock, new RecordingLogger(), { projectId: PROJECT, secure: false });
  return { store: tab(), otherTab: { store: tab(), deliver: () => clock.advance(100) } };
}

describeTokenStoreContract('MemoryTokenStoreAdapter', () => ({ store: new MemoryTokenStoreAdapter() }));
describeTokenStoreContract('CookieTokenStoreAdapter over MemoryCookieAdapter (polling)', () => cookieTabsOverMemoryJar(false), { accessOnlySessions: false });
describeTokenStoreContract('CookieTokenStoreAdapter over MemoryCookieAdapter (BroadcastChannel)', () => cookieTabsOverMemoryJar(true), { accessOnlySessions: false });
describeTokenStoreContract('CookieTokenStoreAdapter over MemoryCookieAdapter (BroadcastChannel + Web Locks)', () => cookieTabsOverMemoryJar(true, true), { accessOnlySessions: false });
describeTokenStoreContract('CookieTokenStoreAdapter over DocumentCookieAdapter (jsdom)', cookieTabsOverDocument, { accessOnlySessions: false });
describeTokenStoreContract('ExplicitTokenStoreAdapter', () => ({ store: new ExplicitTokenStoreAdapter({ accessToken: null, refreshToken: null }) }));
describeTokenStoreContract('RequestTokenStoreAdapter (Fetch-style request without session)', () => ({
  store: new RequestTokenStoreAdapter({ headers: new Headers({ cookie: 'theme=dark' }) }, PROJECT),
}));
describeTokenStoreContract('RequestTokenStoreAdapter (plain header record)', () => ({ store: new RequestTokenStoreAdapter({ headers: {} }, PROJECT) }));
describeTokenStoreContract('hand-written custom object', () => ({ store: new HandWrittenCustomStore() }));
