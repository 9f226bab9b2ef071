/** Contract every TokenStorePort passes (built-in adapters and custom objects): run by tests/adapters/token-store.adapters.test.ts. */
import * as fc from 'fast-check';
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../ports/token-store.port';

export interface TokenStoreSubject {
  readonly store: TokenStorePort;
  /** A second tab over the same storage, and how to let its changes reach the first (poll tick, broadcast…). */
  readonly otherTab?: { readonly store: TokenStorePort; readonly deliver: () => void };
}

export interface TokenStoreCapabilities {
  /** Whether `{refreshToken: null, accessToken}` is kept (cookies cannot hold it: it reads back empty). Default true. */
  readonly accessOnlySessions?: boolean;
}

const JWT = 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImFiYyJ9.eyJzdWIiOiJ1c2VyIiwiZXhwIjoxfQ.c2lnbmF0dXJlLV8';
const RT = 'a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a';
const tokenChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~"{}[],;=% ');
const tokenArb = fc.string({ unit: tokenChars, minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && s !== 'undefined' && s !== 'null');
const pairArb: fc.Arbitrary<TokenPair> = fc.record({ refreshToken: fc.option(tokenArb, { nil: null }), accessToken: fc.option(tokenArb, { nil: null }) });

export function describeTokenStoreContract(name: string, factory: () => TokenStoreSubject, capabilities: TokenStoreCapabilities = {}): void {
  const accessOnly = capabilities.accessOnlySessions ?? true;
  /** What the store is expected to hold after set(pair). */
  const expected = (pair: TokenPair): TokenPair => (!accessOnly && pair.refreshToken === null ? EMPTY_TOKENS : pair);

  describe(`TokenStorePort contract: ${name}`, () => {
    it('starts empty', () => {
      expect(factory().store.get()).toEqual(EMPTY_TOKENS);
    });

    it('reads back a written pair synchronously (what compare-and-swap relies on)', () => {
      const { store } = factory();
      store.set({ refreshToken: RT, accessToken: JWT });
      expect(store.get()).toEqual({ refreshToken: RT, accessToken: JWT });
    });

    it('keeps a refresh token without an access token', () => {
      const { store } = factory();
      store.set({ refreshToken: RT, accessToken: null });
      expect(store.get()).toEqual({ refreshToken: RT, accessToken: null });
    });

    it('clears on set(EMPTY_TOKENS)', () => {
      const { store } = factory();
      store.set({ refreshToken: RT, accessToken: JWT });
      store.set(EMPTY_TOKENS);
      expect(store.get()).toEqual(EMPTY_TOKENS);
    });

    it(accessOnly ? 'keeps an access-token-only session' : 'reads an access-token-only session back as empty', () => {
      const { store } = factory();
      store.set({ refreshToken: null, accessToken: JWT });
      expect(store.get()).toEqual(expected({ refreshToken: null, accessToken: JWT }));
    });

    it('notifies each subscriber once per real change, with the new pair, and not for identical writes', () => {
      const { store } = factory();
      const seen: TokenPair[] = [];
      const off = store.subscribe((tokens) => seen.push(tokens));
      store.set({ refreshToken: RT, accessToken: null });
      store.set({ refreshToken: RT, accessToken: null });
      store.set({ refreshToken: RT, accessToken: JWT });
      expect(seen).toEqual([{ refreshToken: RT, accessToken: null }, { refreshToken: RT, accessToken: JWT }]);
      off();
    });

    it('stops notifying after unsubscribe, independently per subscription', () => {
      const { store } = factory();
      const first = jest.fn();
      const second = jest.fn();
      const offFirst = store.subscribe(first);
      const offSecond = store.subscribe(second);
      offFirst();
      store.set({ refreshToken: RT, accessToken: JWT });
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
      offSecond();
      offSecond();
    });

    it('a throwing subscriber neither fails the write nor silences the others', () => {
      const { store } = factory();
      const other = jest.fn();
      const offThrowing = store.subscribe(() => {
        throw new Error('listener bug');
      });
      const offOther = store.subscribe(other);
      expect(() => store.set({ refreshToken: RT, accessToken: JWT })).not.toThrow();
      expect(store.get()).toEqual({ refreshToken: RT, accessToken: JWT });
      expect(other).toHaveBeenCalledTimes(1);
      offThrowing();
      offOther();
    });

    it('property: after any sequence of writes it holds the last one, and notified exactly the real changes', () => {
      fc.assert(
        fc.property(fc.array(pairArb, { maxLength: 12 }), (writes) => {
          const { store } = factory();
          const seen: TokenPair[] = [];
          const off = store.subscribe((tokens) => seen.push({ ...tokens }));
          let last = EMPTY_TOKENS;
          const changes: TokenPair[] = [];
          for (const pair of writes) {
            store.set(pair);
            const now = expected(pair);
            if (now.refreshToken !== last.refreshToken || now.accessToken !== last.accessToken) changes.push(now);
            last = now;
          }
          off();
          expect(store.get()).toEqual(last);
          expect(seen).toEqual(changes);
        }),
        { numRuns: 50 },
      );
    });

    const probe = factory();
    if (probe.store.runExclusive !== undefined) describeExclusiveSections(factory);
    if (probe.otherTab !== undefined) {
      it('sees a sign-in and a sign-out made in another tab, and tells its subscribers', () => {
        const { store, otherTab } = factory();
        const seen: TokenPair[] = [];
        const off = store.subscribe((tokens) => seen.push(tokens));
        otherTab!.store.set({ refreshToken: RT, accessToken: JWT });
        otherTab!.deliver();
        expect(store.get()).toEqual({ refreshToken: RT, accessToken: JWT });
        otherTab!.store.set(EMPTY_TOKENS);
        otherTab!.deliver();
        expect(store.get()).toEqual(EMPTY_TOKENS);
        expect(seen).toEqual([{ refreshToken: RT, accessToken: JWT }, EMPTY_TOKENS]);
        off();
      });

      it('does not notify when another tab rewrites the same pair', () => {
        const { store, otherTab } = factory();
        store.set({ refreshToken: RT, accessToken: JWT });
        const listener = jest.fn();
        const off = store.subscribe(listener);
        otherTab!.store.set({ refreshToken: RT, accessToken: JWT });
        otherTab!.deliver();
        expect(listener).not.toHaveBeenCalled();
        off();
      });
    }
  });
}

/** runExclusive, where a store has it: results and errors pass through; with another tab, sections never overlap. */
function describeExclusiveSections(factory: () => TokenStoreSubject): void {
  const deferred = (): { promise: Promise<void>; resolve: () => void } => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => { resolve = r; });
    return { promise, resolve };
  };

  it('runExclusive hands back the task\'s value and its error unchanged', async () => {
    const { store } = factory();
    await expect(store.runExclusive!(async () => 42)).resolves.toBe(42);
    const failure = new Error('refresh failed');
    await expect(store.runExclusive!(async () => { throw failure; })).rejects.toBe(failure);
    await expect(store.runExclusive!(async () => 'next')).resolves.toBe('next');
  });

  it('runExclusive sections of two tabs never overlap, and run in the order asked', async () => {
    const { store, otherTab } = factory();
    const second = otherTab?.store ?? store;
    const order: string[] = [];
    const gate = deferred();
    const first = store.runExclusive!(async () => { order.push('a:start'); await gate.promise; order.push('a:end'); });
    const other = second.runExclusive!(async () => { order.push('b:start'); order.push('b:end'); });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['a:start']);
    gate.resolve();
    await Promise.all([first, other]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });
}
