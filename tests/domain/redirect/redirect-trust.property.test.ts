// Property tests for decideRedirectTrust, with the WHATWG URL parser as the oracle.
import fc from 'fast-check';
import { decideRedirectTrust, type RedirectTrustContext } from '../../../domain/redirect';

const RUNS = { numRuns: 400 };
const pages = ['https://app.example.com/account?x=1', 'http://localhost:3000/a/b', 'https://other.test:8443/'];
const entries = ['https://app.example.com', 'https://*.example.org', 'http://dev.test:8080', 'https://**.deep.net'];

/** Independent oracle for `entries`: written with the parser and string checks, not the matcher. */
function oracleTrusts(url: URL, trusted: readonly string[], allowLocalhost: boolean): boolean {
  const exact = trusted.filter((e) => !e.includes('*')).some((e) => new URL(e).origin === url.origin);
  const defaultHttps = url.protocol === 'https:' && url.port === '';
  const oneLabel = trusted.includes('https://*.example.org') && defaultHttps && /^[^.]+\.example\.org$/.test(url.hostname);
  const deep = trusted.includes('https://**.deep.net') && defaultHttps && /^.+\.deep\.net$/.test(url.hostname);
  const local = allowLocalhost && /^(localhost|.+\.localhost|127\.\d+\.\d+\.\d+)$/.test(url.hostname);
  return exact || oneLabel || deep || local;
}

const contextArb = fc.record({
  pageUrl: fc.option(fc.constantFrom(...pages), { nil: null }),
  trustedDomains: fc.subarray(entries),
  allowLocalhost: fc.boolean(),
});

const hostArb = fc.constantFrom(
  'app.example.com', 'APP.EXAMPLE.COM', 'a.example.org', 'example.org', 'a.b.example.org', 'x.y.deep.net',
  'deep.net', 'dev.test', 'localhost', 'a.localhost', '127.0.0.1', 'evil.com', 'app.example.com.', '%61pp.example.com',
);
const targetArb = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.constantFrom('http', 'https', 'HTTPS'), hostArb, fc.constantFrom('', ':443', ':80', ':8080', ':8443'), fc.webPath())
    .map(([s, h, p, path]) => `${s}://${h}${p}${path}`),
  fc.webPath().map((p) => `/${p}`),
  fc.string({ unit: 'binary-ascii' }),
);

describe('decideRedirectTrust against the WHATWG parser', () => {
  test('a trusted target resolves to the page origin (path-absolute) or an oracle-trusted origin, and url is its href', () => {
    let trustedSeen = 0;
    fc.assert(
      fc.property(targetArb, contextArb, (target, context: RedirectTrustContext) => {
        const decision = decideRedirectTrust(target, context);
        if (!decision.trusted) return;
        trustedSeen += 1;
        const parsed = new URL(target, context.pageUrl ?? undefined);
        expect(decision.url).toBe(parsed.href);
        const samePage = target.startsWith('/') && context.pageUrl !== null && parsed.origin === new URL(context.pageUrl).origin;
        expect(samePage || oracleTrusts(parsed, context.trustedDomains, context.allowLocalhost)).toBe(true);
      }),
      RUNS,
    );
    // The property must not hold vacuously.
    expect(trustedSeen).toBeGreaterThan(RUNS.numRuns / 20); // about 1 in 9 targets is trusted: 20 leaves a wide margin
  });

  test('an oracle-trusted absolute URL written plainly is trusted', () => {
    fc.assert(
      fc.property(fc.constantFrom('https://app.example.com', 'https://q.example.org', 'http://dev.test:8080', 'https://a.b.deep.net'), fc.webPath(), (origin, path) => {
        const target = `${origin}${path}`;
        const decision = decideRedirectTrust(target, { pageUrl: null, trustedDomains: entries, allowLocalhost: false });
        expect(decision).toEqual({ trusted: true, url: new URL(target).href });
      }),
      RUNS,
    );
  });

  test('re-deciding a trusted absolute target gives the same url (normalisation is stable)', () => {
    fc.assert(
      fc.property(targetArb, contextArb, (target, context) => {
        const first = decideRedirectTrust(target, context);
        if (!first.trusted || target.startsWith('/')) return;
        expect(decideRedirectTrust(first.url, context)).toEqual(first);
      }),
      RUNS,
    );
  });
});

describe('an origin outside the trusted list is never trusted', () => {
  const distinctHosts = fc
    .tuple(fc.domain(), fc.domain())
    .filter(([trusted, evil]) => trusted.toLowerCase().replace(/\.$/, '') !== evil.toLowerCase().replace(/\.$/, ''));
  const trick = fc.constantFrom(
    (t: string, e: string) => `https://${e}/`,
    (t: string, e: string) => `https://${e.toUpperCase()}./`,
    (t: string, e: string) => `https://${t}@${e}/`,
    (t: string, e: string) => `https://${t}:443@${e}/`,
    (t: string, e: string) => `https://${e}#@${t}`,
    (t: string, e: string) => `https://${e}?@${t}`,
    (t: string, e: string) => `https://${e}/https://${t}`,
    (t: string, e: string) => `https://${t}.${e}/`,
    (t: string, e: string) => `https://${e}\\@${t}/`,
    (t: string, _e: string) => `https://${t}./`,
    (t: string, _e: string) => `https://${t.toUpperCase()}.:443/`,
    (t: string, _e: string) => `http://${t}/`,
    (t: string, _e: string) => `//${t}/`,
    (t: string, _e: string) => `https:${t}`,
    (t: string, _e: string) => `https://user@${t}/`,
  );

  test('whatever its case, trailing dot, port or userinfo tricks', () => {
    fc.assert(
      fc.property(distinctHosts, trick, fc.integer({ min: 1, max: 65535 }).filter((p) => p !== 443), fc.option(fc.constantFrom(...pages), { nil: null }), ([t, e], build, port, pageUrl) => {
        const context = { pageUrl, trustedDomains: [`https://${t}`], allowLocalhost: false };
        expect(decideRedirectTrust(build(t, e), context).trusted).toBe(false);
        expect(decideRedirectTrust(`https://${t}:${port}/`, context).trusted).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('decideRedirectTrust never throws', () => {
  const anyPage = fc.option(fc.oneof(fc.webUrl(), fc.string({ unit: 'binary' }), fc.constantFrom(...pages)), { nil: null });
  const anyEntries = fc.array(fc.oneof(fc.webUrl(), fc.string({ unit: 'binary' }), fc.constantFrom(...entries)), { maxLength: 4 });
  test.each([
    ['fc.string', fc.string()],
    ['full unicode (fc.string unit binary)', fc.string({ unit: 'binary' })],
    ['fc.webUrl', fc.webUrl({ withQueryParameters: true, withFragments: true })],
  ] as const)('for %s targets, pages and entries', (_name, target) => {
    fc.assert(
      fc.property(target, anyPage, anyEntries, fc.boolean(), (t, pageUrl, trustedDomains, allowLocalhost) => {
        const decision = decideRedirectTrust(t, { pageUrl, trustedDomains, allowLocalhost });
        expect(typeof decision.trusted).toBe('boolean');
      }),
      RUNS,
    );
  });
});
