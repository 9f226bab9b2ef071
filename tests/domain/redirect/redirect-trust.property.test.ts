// Property tests for decideRedirectTrust, with the WHATWG URL parser as the oracle.
import fc from 'fast-check';
import { decideRedirectTrust, type RedirectTrustContext } from '../../../domain/redirect';

const RUNS = { numRuns: 400 };
const pages = ['https://app.example.com/account?x=1', 'http://localhost:3000/a/b', 'https://other.test:8443/'];
const entries = ['https://app.example.com', 'https://*.example.org', 'http://dev.test:8080', 'https://**.deep.net'];

/**
 * Independent oracle for `entries` (https only: an http target is trusted only as the page's own origin on an http
 * page), written with the parser and string checks, not the matcher.
 */
function oracleTrusts(url: URL, trusted: readonly string[], pageUrl: string | null): boolean {
  const page = pageUrl === null ? null : new URL(pageUrl);
  if (url.protocol === 'http:') return page !== null && page.protocol === 'http:' && page.origin === url.origin;
  const sameOrigin = page !== null && page.origin === url.origin;
  const exact = trusted.filter((e) => !e.includes('*')).some((e) => new URL(e).origin === url.origin);
  const defaultHttps = url.protocol === 'https:' && url.port === '';
  const oneLabel = trusted.includes('https://*.example.org') && defaultHttps && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?\.example\.org$/.test(url.hostname);
  const deep = trusted.includes('https://**.deep.net') && defaultHttps && /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+deep\.net$/.test(url.hostname);
  return sameOrigin || exact || oneLabel || deep;
}

const contextArb = fc.record({
  pageUrl: fc.option(fc.constantFrom(...pages), { nil: null }),
  trustedDomains: fc.subarray(entries),
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
        expect(samePage || oracleTrusts(parsed, context.trustedDomains, context.pageUrl)).toBe(true);
      }),
      RUNS,
    );
    // The property must not hold vacuously.
    // Measured over seeds 1–300: median 31 trusted of 400, minimum 19 (the old bound, > 20, failed 3 seeds in 300).
    expect(trustedSeen).toBeGreaterThan(RUNS.numRuns / 40);
  });

  test('an oracle-trusted absolute URL written plainly is trusted', () => {
    fc.assert(
      fc.property(fc.constantFrom('https://app.example.com', 'https://q.example.org', 'https://a.b.deep.net'), fc.webPath(), (origin, path) => {
        const target = `${origin}${path}`;
        const decision = decideRedirectTrust(target, { pageUrl: null, trustedDomains: entries });
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
        const context = { pageUrl, trustedDomains: [`https://${t}`] };
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
      fc.property(target, anyPage, anyEntries, (t, pageUrl, trustedDomains) => {
        const decision = decideRedirectTrust(t, { pageUrl, trustedDomains });
        expect(typeof decision.trusted).toBe('boolean');
      }),
      RUNS,
    );
  });
});

/**
 * Rule 4's host grammar, generated: hosts built from the LDH grammar, hosts with one character outside it that the
 * WHATWG parser still accepts in a host, and internationalised hosts. The WHATWG parser is the oracle for what the
 * host becomes; the verdict must follow the rule: non-LDH → NON_LDH_HOST, LDH → the `*` / `**` entry decides.
 * Per CI run: 3 properties × 1,000 generated hosts × 2 entries = 6,000 decisions.
 */
describe('rule 4 host grammar, generated (WHATWG parser as oracle)', () => {
  const GRAMMAR_RUNS = { numRuns: 1000 };
  const SUFFIX = '.example.org';
  const ldhLabel = fc.stringMatching(/^[a-zA-Z0-9-]{1,12}$/);
  const ldhPrefix = fc.array(ldhLabel, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
  // Accepted by the WHATWG host parser, yet not letters, digits or hyphens.
  const nonLdhChar = fc.constantFrom('*', '_', '!', '$', '&', "'", '(', ')', '+', ',', ';', '=', '~', '{', '}', '`', '"');
  const nonLdhPrefix = fc.tuple(ldhPrefix, nonLdhChar, fc.nat()).map(([prefix, c, at]) => {
    const i = at % (prefix.length + 1);
    return `${prefix.slice(0, i)}${c}${prefix.slice(i)}`;
  });
  const unicodeLabel = fc.array(fc.constantFrom('a', 'b', 'z', '0', '-', '\u00fc', '\u00e9', '\u00df', '\u0436', '\u00f1', '\u4e2d', '\u00c5'), { minLength: 1, maxLength: 8 })
    .map((chars) => chars.join(''));
  const unicodePrefix = fc.array(unicodeLabel, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));

  // RFC 5890 LDH labels: letters, digits, inner hyphens, 1–63 characters.
  const isLdh = (hostname: string): boolean => hostname.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));

  /** What the rule says for `https://<prefix>.example.org/p` against one entry; null when the parser refuses it. */
  function expected(prefix: string, entry: '*' | '**'): RedirectTrustDecisionLike | null {
    const target = `https://${prefix}${SUFFIX}/p`;
    let url: URL;
    try {
      url = new URL(target); // not URL.canParse: Node 20's misjudges Latin-1 hosts once optimised (domain/shared/parse-url.ts)
    } catch {
      return null;
    }
    if (!isLdh(url.hostname)) return { trusted: false, reason: 'NON_LDH_HOST' };
    const labels = url.hostname.slice(0, -SUFFIX.length).split('.');
    const matches = url.hostname.endsWith(SUFFIX) && (entry === '**' ? labels.length >= 1 : labels.length === 1);
    return matches ? { trusted: true, url: url.href } : { trusted: false, reason: 'UNTRUSTED_ORIGIN' };
  }

  test.each([
    ['LDH hosts', ldhPrefix],
    ['hosts with one non-LDH character', nonLdhPrefix],
    ['internationalised hosts (IDNA)', unicodePrefix],
  ] as const)('%s', (_name, prefixes) => {
    fc.assert(
      fc.property(prefixes, (prefix) => {
        for (const entry of ['*', '**'] as const) {
          const decision = decideRedirectTrust(`https://${prefix}${SUFFIX}/p`, { pageUrl: null, trustedDomains: [`https://${entry}${SUFFIX}`] });
          const want = expected(prefix, entry);
          if (want === null) expect(decision.trusted).toBe(false);
          else expect(decision).toEqual(want);
        }
      }),
      GRAMMAR_RUNS,
    );
  });
});

type RedirectTrustDecisionLike = { trusted: true; url: string } | { trusted: false; reason: string };
