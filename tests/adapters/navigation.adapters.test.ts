/** Every NavigationPort adapter against the contract; the window adapter's 2 s redirect wait on a fake clock. */
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { NoNavigationAdapter } from '../../adapters/navigation/no-navigation.adapter';
import { REDIRECT_WAIT_MS, WindowNavigationAdapter, type LocationLike } from '../../adapters/navigation/window-navigation.adapter';
import { describeNavigationContract } from '../contract/navigation.contract';

/** A Location that records navigation and, like a browser after the load, shows the new href. */
class FakeLocation implements LocationLike {
  href: string;
  readonly calls: { kind: 'assign' | 'replace'; url: string }[] = [];
  constructor(href: string) {
    this.href = href;
  }
  assign(url: string): void {
    this.calls.push({ kind: 'assign', url });
    this.href = new URL(url, this.href).href;
  }
  replace(url: string): void {
    this.calls.push({ kind: 'replace', url });
    this.href = new URL(url, this.href).href;
  }
}

/** A History whose replaceState rewrites the fake Location's href, as a browser's address bar does. */
class FakeHistory {
  state: unknown = null;
  constructor(readonly location: FakeLocation) {}
  replaceState(data: unknown, _unused: string, url?: string | null): void {
    this.state = data;
    if (url !== undefined && url !== null) this.location.href = new URL(url, this.location.href).href;
  }
}

const START = 'https://app.example/handler/sign-in';

describeNavigationContract('window (fake Location, fake clock)', () => {
  const clock = new FakeClockAdapter(0);
  const location = new FakeLocation(START);
  return {
    navigation: new WindowNavigationAdapter({ location, history: new FakeHistory(location) }, clock), startUrl: START, movesPage: true,
    navigated: () => location.calls, settle: async () => clock.advance(REDIRECT_WAIT_MS),
  };
});

describeNavigationContract('memory', () => {
  const navigation = new MemoryNavigationAdapter(START);
  return { navigation, startUrl: START, movesPage: true, navigated: () => navigation.visits.map(({ kind, url }) => ({ kind, url })), settle: async () => undefined };
});

describeNavigationContract('none (server)', () => {
  const navigation = new NoNavigationAdapter();
  return { navigation, startUrl: null, movesPage: false, navigated: () => navigation.attempted, settle: async () => undefined };
});

describe('WindowNavigationAdapter redirect wait', () => {
  test('assign resolves only once 2 s have passed on the clock', async () => {
    const clock = new FakeClockAdapter(0);
    const location = new FakeLocation(START);
    let resolved = false;
    const done = new WindowNavigationAdapter({ location, history: new FakeHistory(location) }, clock).assign('/next').then(() => { resolved = true; });
    expect(location.calls).toEqual([{ kind: 'assign', url: '/next' }]);
    await clock.advance(REDIRECT_WAIT_MS - 1);
    expect(resolved).toBe(false);
    await clock.advance(1);
    await done;
    expect(resolved).toBe(true);
  });
});

describe('WindowNavigationAdapter without a page (a server rendering)', () => {
  test('reads the page on use: created without one, it has no URL, rewrites nothing and refuses to navigate with a typed error', async () => {
    const clock = new FakeClockAdapter(0);
    const page: { location?: FakeLocation; history?: FakeHistory } = {};
    const navigation = new WindowNavigationAdapter(page, clock);
    expect(navigation.currentUrl()).toBeNull();
    expect(() => navigation.rewriteAddress('/x')).not.toThrow();
    for (const go of [() => navigation.assign('/next'), () => navigation.replace('/next')]) {
      const error = await go().then(() => null, (e: unknown) => e);
      expect(ConfigurationError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain("redirectMethod 'none'");
    }
    expect(clock.pending()).toBe(0);
    // The page appears later (the same module, now in a browser): read then, not when the adapter was made.
    page.location = new FakeLocation(START);
    page.history = new FakeHistory(page.location);
    expect(navigation.currentUrl()).toBe(START);
    void navigation.assign('/later');
    expect(page.location.calls).toEqual([{ kind: 'assign', url: '/later' }]);
  });
});

describe('MemoryNavigationAdapter', () => {
  test('relative targets resolve against the page; goTo moves without a visit', async () => {
    const navigation = new MemoryNavigationAdapter(START);
    await navigation.assign('/x?y=1');
    expect(navigation.visits).toEqual([{ kind: 'assign', requested: '/x?y=1', url: 'https://app.example/x?y=1' }]);
    navigation.goTo(null);
    await navigation.replace('/relative');
    expect(navigation.currentUrl()).toBe('/relative');
  });
});
