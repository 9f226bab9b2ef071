/**
 * Network audit for the browser suites (issue 9, origin discipline): every context the suite opens is watched, and the
 * suite ends with checks over everything its pages requested — only the test page's and the emulator's origins,
 * no URL holding a token the emulator issued (its refresh tokens, or any JWT), every OAuth authorize request S256.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunningServer } from '../../../emulator';

export interface NetworkAudit {
  /** Every http(s) URL any page of the watched contexts requested, in order. */
  readonly urls: string[];
}

/** Watches every context `browser.newContext()` makes from now on. */
export function auditBrowser(browser: Browser): NetworkAudit {
  const audit: NetworkAudit = { urls: [] };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    context.on('request', (request) => {
      if (/^https?:/.test(request.url())) audit.urls.push(request.url());
    });
    return context;
  };
  return audit;
}

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\./;

/** The closing checks; call at the top level of a suite, after its tests. */
export function describeNetworkAudit(subject: () => { audit: NetworkAudit; pageOrigin: string; emulator: RunningServer; otherOrigins?: readonly string[] }): void {
  describe('over the whole suite (request capture)', () => {
    test('requests went only to the test page and the emulator', () => {
      const { audit, pageOrigin, emulator, otherOrigins = [] } = subject();
      expect(audit.urls.length).toBeGreaterThan(0);
      const origins = new Set(audit.urls.map((u) => new URL(u).origin));
      expect([...origins].filter((o) => o !== pageOrigin && o !== emulator.url && !otherOrigins.includes(o))).toEqual([]);
    });

    test('no requested URL carried a token the emulator issued (refresh tokens checked by value, access tokens as JWTs)', () => {
      const { audit, emulator } = subject();
      const issued = Object.values(emulator.emulator.state.sessions).map((s) => s.refreshToken);
      expect(issued.length).toBeGreaterThan(0);
      // The one documented exception: the link flow's authorize request (fetched, never navigated to) names the user by access token.
      const linkAuthorize = (u: string) => u.includes('/api/v1/auth/oauth/authorize/') && new URL(u).searchParams.get('type') === 'link';
      expect(audit.urls.filter((u) => issued.some((token) => u.includes(token)) || (JWT.test(u) && !linkAuthorize(u)))).toEqual([]);
    });

    test('every OAuth authorize request asked for S256', () => {
      const { audit } = subject();
      const authorize = audit.urls.filter((u) => u.includes('/api/v1/auth/oauth/authorize/'));
      for (const url of authorize) expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    });
  });
}
