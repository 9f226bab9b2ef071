/**
 * The written redirect policy (docs/redirect-policy.md), rule by rule, each tested at its boundary: the case just
 * inside the rule is accepted and the case just outside is refused with that rule's own reason.
 */
import { decideRedirectTrust, MAX_REDIRECT_TARGET_LENGTH, type RedirectRefusalReason, type RedirectTrustDecision } from '../../../domain/redirect';

const PAGE = 'https://app.example.com/account?x=1';
const DEV_PAGE = 'http://localhost:3000/account';
const TRUSTED = ['https://app.example.com', 'https://*.example.org'];

const decide = (target: string, pageUrl: string | null = PAGE, trustedDomains: readonly string[] = TRUSTED): RedirectTrustDecision =>
  decideRedirectTrust(target, { pageUrl, trustedDomains });
const refused = (reason: RedirectRefusalReason): RedirectTrustDecision => ({ trusted: false, reason });

describe('rule 1: empty, over 2048 characters, or holding a character a parser would strip or translate', () => {
  test('empty input is refused', () => {
    expect(decide('')).toEqual(refused('EMPTY_TARGET'));
  });

  describe('length: 2048 characters is the last accepted length, same-origin or not', () => {
    const pathOf = (length: number): string => `/${'a'.repeat(length - 1)}`;
    const absoluteOf = (length: number): string => {
      const prefix = 'https://x.example.org/';
      return `${prefix}${'b'.repeat(length - prefix.length)}`;
    };
    test.each([
      ['path-absolute (same-origin)', pathOf],
      ['absolute, trusted by a wildcard entry', absoluteOf],
    ])('%s: 2048 accepted, 2049 refused', (_kind, of) => {
      expect(of(MAX_REDIRECT_TARGET_LENGTH)).toHaveLength(2048);
      expect(decide(of(2048)).trusted).toBe(true);
      expect(decide(of(2049))).toEqual(refused('TOO_LONG'));
    });

    test('an absolute same-origin URL: 2048 accepted, 2049 refused (same-origin gets no exemption)', () => {
      const sameOrigin = (length: number): string => `https://app.example.com/${'c'.repeat(length - 'https://app.example.com/'.length)}`;
      expect(sameOrigin(2048)).toHaveLength(2048);
      expect(decide(sameOrigin(2048)).trusted).toBe(true);
      expect(decide(sameOrigin(2049))).toEqual(refused('TOO_LONG'));
    });

    test('characters are Unicode code points: 2048 astral characters pass, 2049 do not', () => {
      const astral = (count: number): string => `/${'\u{1F600}'.repeat(count - 1)}`;
      expect(astral(2048).length).toBe(1 + 2 * 2047); // 4095 UTF-16 units, 2048 characters
      expect(decide(astral(2048)).trusted).toBe(true);
      expect(decide(astral(2049))).toEqual(refused('TOO_LONG'));
    });
  });

  const classes: readonly (readonly [string, readonly string[], RedirectRefusalReason])[] = [
    ['C0 control', ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f'], 'CONTROL_CHARACTER'],
    ['DEL', ['\u007f'], 'CONTROL_CHARACTER'],
    ['C1 control', ['\u0080', '\u0085', '\u009b', '\u009f'], 'CONTROL_CHARACTER'],
    ['Unicode space', [' ', '\u00a0', '\u1680', '\u2000', '\u2007', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000'], 'WHITESPACE'],
    ['zero-width character', ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'], 'INVISIBLE_CHARACTER'],
    ['bidi or other format character', ['\u200e', '\u202e', '\u2066', '\u00ad'], 'INVISIBLE_CHARACTER'],
    // Default-ignorable but not Cf: IDNA deletes these from a host, so without this row a.exa\u034Fmple.com read as a.example.com.
    ['other default-ignorable character', ['\u034f', '\u115f', '\u1160', '\u17b4', '\u180b', '\u3164', '\ufe0f', '\uffa0', '\u{e0100}'], 'INVISIBLE_CHARACTER'],
    ['backslash', ['\\'], 'BACKSLASH'],
  ];
  const positions: readonly (readonly [string, (c: string) => string])[] = [
    ['start of a path', (c) => `${c}/dashboard`],
    ['middle of a path', (c) => `/dash${c}board`],
    ['end of a path', (c) => `/dashboard${c}`],
    ['start of an absolute URL', (c) => `${c}https://app.example.com/x`],
    ['middle of an absolute URL (host)', (c) => `https://app.exa${c}mple.com/x`],
    ['end of an absolute URL', (c) => `https://app.example.com/x${c}`],
  ];
  const rows = classes.flatMap(([name, chars, reason]) =>
    chars.flatMap((c) => positions.map(([where, place]) => [name, `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`, where, place(c), reason] as const)));

  test('without the character, each target is accepted (so the refusal below is the character\'s doing)', () => {
    for (const [, place] of positions) expect(decide(place('')).trusted).toBe(true);
  });

  test.each(rows)('%s %s at the %s → refused', (_name, _code, _where, target, reason) => {
    expect(decide(target)).toEqual(refused(reason));
  });
});

describe('rule 2: a path-absolute reference resolves against the page and must stay on its origin', () => {
  test.each([
    ['/x', PAGE, 'https://app.example.com/x'],
    ['/a/../b?q=1#f', PAGE, 'https://app.example.com/b?q=1#f'],
    ['/..//evil.com', PAGE, 'https://app.example.com//evil.com'],
    ['/%2F%2Fevil.com', PAGE, 'https://app.example.com/%2F%2Fevil.com'],
    ['/x', DEV_PAGE, 'http://localhost:3000/x'],
  ])('%j on %s → %s', (target, page, url) => {
    expect(decide(target, page)).toEqual({ trusted: true, url });
  });

  test.each([
    ['//evil.com', PAGE, 'PROTOCOL_RELATIVE'],
    ['//app.example.com/x', PAGE, 'PROTOCOL_RELATIVE'],
    ['/\\evil.com', PAGE, 'BACKSLASH'],
    ['/x', null, 'NO_PAGE'],
    ['/x', 'about:blank', 'OPAQUE_PAGE'],
    ['/x', 'data:text/html,hi', 'OPAQUE_PAGE'],
    ['/x', 'not a url', 'INVALID_PAGE'],
  ] as const)('%j on %s → %s', (target, page, reason) => {
    expect(decide(target, page)).toEqual(refused(reason));
  });
});

describe('rule 3: scheme-less path-relative strings are refused (write /…)', () => {
  test.each(['evil.com', 'a/b', './x', '../x', 'x', '?next=1', '#top', 'app.example.com/x'])('%j', (target) => {
    expect(decide(target)).toEqual(refused('PATH_RELATIVE'));
  });
  test('the same target written path-absolute is accepted', () => {
    expect(decide('/a/b').trusted).toBe(true);
  });
});

describe('rule 4: absolute input, parsed without a base', () => {
  describe('scheme: https only; http only for the same origin on an http page', () => {
    test.each([
      ['https://app.example.com/x', PAGE, true],
      ['http://app.example.com/x', PAGE, false],
      ['http://localhost:3000/x', DEV_PAGE, true],
      ['http://localhost:3001/x', DEV_PAGE, false],
      ['http://127.0.0.1:3000/x', DEV_PAGE, false],
      ['http://app.example.com/x', null, false],
    ] as const)('%s on %s → trusted %s', (target, page, trusted) => {
      expect(decide(target, page, [...TRUSTED, 'http://app.example.com'])).toEqual(trusted ? { trusted, url: target } : refused('INSECURE_SCHEME'));
    });
    test.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://app.example.com/', 'blob:https://app.example.com/x', 'ws://app.example.com/'])(
      '%s → UNSUPPORTED_SCHEME', (target) => {
        expect(decide(target)).toEqual(refused('UNSUPPORTED_SCHEME'));
      });
  });

  test.each(['https://u@app.example.com/', 'https://u:p@app.example.com/', 'https://:@app.example.com/', 'https://app.example.com@evil.com/'])(
    'userinfo %s → USERINFO', (target) => {
      expect(decide(target)).toEqual(refused('USERINFO'));
    });

  describe('the host must be LDH after IDNA; IP literals go on to the list', () => {
    test.each([
      'https://*.example.org/', 'https://a*.example.org/', 'https://*/', 'https://a_b.example.org/', 'https://app.example.com./',
      'https://a..example.org/', 'https://a!b.example.org/', 'https://a$b.example.org/', 'https://a~b.example.org/',
      'https://-a.example.org/', 'https://a-.example.org/', `https://${'a'.repeat(64)}.example.org/`,
    ])('%s → NON_LDH_HOST', (target) => {
      expect(decide(target)).toEqual(refused('NON_LDH_HOST'));
    });

    test.each(['https://a-b.example.org/', 'https://a--b.example.org/', 'https://0.example.org/', `https://${'a'.repeat(63)}.example.org/`])(
      'LDH at the edge: %s is trusted by *.example.org', (target) => {
        expect(decide(target)).toEqual({ trusted: true, url: target });
      });

    test.each([
      ['https://b\u00fccher.example.org/', 'https://xn--bcher-kva.example.org/'],
      ['https://xn--bcher-kva.example.org/', 'https://xn--bcher-kva.example.org/'],
      ['https://APP.EXAMPLE.COM/', 'https://app.example.com/'],
      ['https://a\u3002example.org/', 'https://a.example.org/'],
      ['https://\uff41pp.example.com/', 'https://app.example.com/'],
    ])('IDNA: %s is checked as %s, and trusted', (target, url) => {
      expect(decide(target)).toEqual({ trusted: true, url });
    });

    test('IDNA at the edge: 63 Unicode letters fit a label, their punycode does not — refused, never trusted', () => {
      const long = `https://${'\u00fc'.repeat(63)}.example.org/`;
      expect([...long.split('/')[2]!.split('.')[0]!]).toHaveLength(63);
      const decision = decide(long);
      expect(decision.trusted).toBe(false);
      expect(['INVALID_URL', 'NON_LDH_HOST']).toContain(!decision.trusted && decision.reason);
    });

    // The WHATWG parser would take the path's first segment for the host (https:///evil.example/x → evil.example).
    test.each(['https:///evil.example/x', 'https:///', 'https://?x=1', 'https://#f'])('an empty authority (%s) is INVALID_URL', (target) => {
      expect(decide(target)).toEqual(refused('INVALID_URL'));
    });

    test.each([
      ['https://192.168.0.1/x', 'https://192.168.0.1/x'],
      ['https://0xc0.0xa8.0.1/x', 'https://192.168.0.1/x'],
      ['https://3232235521/x', 'https://192.168.0.1/x'],
      ['https://[::1]/x', 'https://[::1]/x'],
    ])('IP literal %s goes on to the list check (untrusted, trusted once listed)', (target, url) => {
      expect(decide(target)).toEqual(refused('UNTRUSTED_ORIGIN'));
      expect(decide(target, PAGE, [new URL(url).origin])).toEqual({ trusted: true, url });
    });
  });

  describe('same origin is accepted without a list entry', () => {
    test.each([
      ['https://other.test:8443/x', 'https://other.test:8443/', true],
      ['https://other.test/x', 'https://other.test:8443/', false],
      ['https://other.test:8443/x', null, false],
    ] as const)('%s on %s → trusted %s', (target, page, trusted) => {
      expect(decide(target, page, []).trusted).toBe(trusted);
    });
  });

  describe('`*` is exactly one LDH label, at any position of the entry', () => {
    test.each([
      ['https://*.example.org', 'https://a.example.org/', true],
      ['https://*.example.org', 'https://a-1.example.org/', true],
      ['https://*.example.org', 'https://example.org/', false],
      ['https://*.example.org', 'https://a.b.example.org/', false],
      ['https://*.example.org', 'https://*.example.org/', false],
      ['https://app.*.example.net', 'https://app.eu.example.net/', true],
      ['https://app.*.example.net', 'https://app.example.net/', false],
      ['https://app.*.example.net', 'https://app.eu.west.example.net/', false],
      ['https://app.*.example.net', 'https://app.*.example.net/', false],
      ['https://example.*', 'https://example.com/', true],
      ['https://example.*', 'https://example.co.uk/', false],
      ['https://example.*', 'https://example.*/', false],
    ] as const)('entry %s, target %s → trusted %s', (entry, target, trusted) => {
      expect(decide(target, null, [entry]).trusted).toBe(trusted);
    });
  });

  describe('an IP literal goes on to the list check, where only an exact entry lists it (`*` / `**` stand for domain labels)', () => {
    test.each([
      ['https://**', 'https://10.0.0.1/'],
      ['https://10.0.**', 'https://10.0.0.1/'],
      ['https://10.*.0.1', 'https://10.0.0.1/'],
      ['https://**.1', 'https://10.0.0.1/'],
      ['https://**', 'https://[2001:db8::1]/'],
      ['https://**', 'https://0xa000001/'],
    ])('entry %s does not trust %s', (entry, target) => {
      expect(decide(target, null, [entry])).toEqual(refused('UNTRUSTED_ORIGIN'));
    });
    test.each([
      ['https://10.0.0.1', 'https://0xa000001/', 'https://10.0.0.1/'],
      ['https://10.0.0.1', 'https://10.1/', 'https://10.0.0.1/'],
      ['https://[2001:db8::1]', 'https://[2001:DB8:0::1]/', 'https://[2001:db8::1]/'],
    ])('exact entry %s trusts %s (checked and navigated as %s)', (entry, target, url) => {
      expect(decide(target, null, [entry])).toEqual({ trusted: true, url });
    });
  });

  describe('`**` is one or more LDH labels, at any position of the entry', () => {
    test.each([
      ['https://**.example.org', 'https://a.example.org/', true],
      ['https://**.example.org', 'https://a.b.c.example.org/', true],
      ['https://**.example.org', 'https://example.org/', false],
      ['https://**.example.org', 'https://**.example.org/', false],
      ['https://**.example.org', 'https://a.*.example.org/', false],
      ['https://app.**.example.net', 'https://app.eu.example.net/', true],
      ['https://app.**.example.net', 'https://app.eu.west.example.net/', true],
      ['https://app.**.example.net', 'https://app.example.net/', false],
      ['https://example.**', 'https://example.co.uk/', true],
      ['https://example.**', 'https://example/', false],
    ] as const)('entry %s, target %s → trusted %s', (entry, target, trusted) => {
      expect(decide(target, null, [entry]).trusted).toBe(trusted);
    });
  });

  describe('ports: an entry without a port means the default port only', () => {
    test.each([
      ['https://app.example.com', 'https://app.example.com/', true],
      ['https://app.example.com', 'https://app.example.com:443/', true],
      ['https://app.example.com', 'https://app.example.com:8443/', false],
      ['https://app.example.com:8443', 'https://app.example.com:8443/', true],
      ['https://app.example.com:8443', 'https://app.example.com/', false],
      ['https://app.example.com:443', 'https://app.example.com/', true],
      ['https://*.example.org', 'https://a.example.org:443/', true],
      ['https://*.example.org', 'https://a.example.org:8443/', false],
      ['https://*.example.org:8443', 'https://a.example.org:8443/', true],
      ['https://*.example.org:8443', 'https://a.example.org/', false],
      ['https://*.example.org:443', 'https://a.example.org/', true],
      ['https://*.example.org:443', 'https://a.example.org:8443/', false],
      ['https://**.example.org:443', 'https://a.b.example.org:443/', true],
    ] as const)('entry %s, target %s → trusted %s', (entry, target, trusted) => {
      expect(decide(target, null, [entry])).toEqual(trusted ? { trusted, url: new URL(target).href } : refused('UNTRUSTED_ORIGIN'));
    });
  });
});

describe('rule 5: the URL to navigate to is the normalised href that was checked', () => {
  test.each([
    ['HTTPS://APP.EXAMPLE.COM:443/a/../b', 'https://app.example.com/b'],
    ['https://b\u00fccher.example.org/%7e', 'https://xn--bcher-kva.example.org/%7e'],
    ['/a/./b/../c', 'https://app.example.com/a/c'],
  ])('%s → %s, and deciding that href again gives the same answer', (target, url) => {
    expect(decide(target)).toEqual({ trusted: true, url });
    expect(decide(url)).toEqual({ trusted: true, url });
  });
});
