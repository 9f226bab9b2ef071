// Example tables for decideRedirectTrust: one row per refusal reason and per accepted form.
import { decideRedirectTrust, REDIRECT_REFUSAL_REASONS, type RedirectRefusalReason } from '../../../domain/redirect';

const PAGE = 'https://app.example.com/account?x=1';
const context = {
  pageUrl: PAGE,
  trustedDomains: ['https://app.example.com', 'https://*.example.org', 'http://dev.test:8080'],
};

describe('decideRedirectTrust refusals', () => {
  const rows: readonly (readonly [string, string | null, RedirectRefusalReason])[] = [
    ['', PAGE, 'EMPTY_TARGET'],
    [`/${'a'.repeat(2048)}`, PAGE, 'TOO_LONG'],
    ['/a\u0000b', PAGE, 'CONTROL_CHARACTER'],
    ['/a\u0085b', PAGE, 'CONTROL_CHARACTER'],
    ['/a\tb', PAGE, 'CONTROL_CHARACTER'],
    [' /dashboard', PAGE, 'WHITESPACE'],
    ['/dashboard\u00a0', PAGE, 'WHITESPACE'],
    ['https://app.example.com\u3000/', PAGE, 'WHITESPACE'],
    ['https://app.exa\u200bmple.com/', PAGE, 'INVISIBLE_CHARACTER'],
    ['/\u202eevil', PAGE, 'INVISIBLE_CHARACTER'],
    ['/\\evil.com', PAGE, 'BACKSLASH'],
    ['/dashboard', 'not a url', 'INVALID_PAGE'],
    ['/dashboard', 'ws://app.example.com/', 'INVALID_PAGE'],
    ['https://app.example.com/', 'about:blank', 'OPAQUE_PAGE'],
    ['/dashboard', null, 'NO_PAGE'],
    ['//evil.com/x', PAGE, 'PROTOCOL_RELATIVE'],
    ['https:evil.com', PAGE, 'SCHEME_RELATIVE'],
    ['https:/evil.com', PAGE, 'SCHEME_RELATIVE'],
    ['javascript:alert(1)', PAGE, 'UNSUPPORTED_SCHEME'],
    ['mailto:a@b.c', PAGE, 'UNSUPPORTED_SCHEME'],
    ['evil.com', PAGE, 'PATH_RELATIVE'],
    ['?next=1', PAGE, 'PATH_RELATIVE'],
    ['#top', PAGE, 'PATH_RELATIVE'],
    ['../x', PAGE, 'PATH_RELATIVE'],
    ['https://app.example.com@evil.com/', PAGE, 'USERINFO'],
    ['https://user:pw@app.example.com/', PAGE, 'USERINFO'],
    ['https://@app.example.com/', PAGE, 'USERINFO'],
    ['https:///evil.com', PAGE, 'INVALID_URL'],
    ['https://exa mple.com', PAGE, 'WHITESPACE'],
    ['https://app.example.com%2f.evil.com', PAGE, 'INVALID_URL'],
    ['https://app.example.com:99999/', PAGE, 'INVALID_URL'],
    ['http://localhost:3000/', PAGE, 'INSECURE_SCHEME'],
    ['http://127.0.0.1/', PAGE, 'INSECURE_SCHEME'],
    ['http://app.example.com/', PAGE, 'INSECURE_SCHEME'],
    ['http://dev.test:8080/p', null, 'INSECURE_SCHEME'],
    ['https://*.example.org/', PAGE, 'NON_LDH_HOST'],
    ['https://app.example.com./', PAGE, 'NON_LDH_HOST'],
    ['https://a_b.example.org/', PAGE, 'NON_LDH_HOST'],
    ['https://evil.com/', PAGE, 'UNTRUSTED_ORIGIN'],
    ['https://app.example.com:444/', PAGE, 'UNTRUSTED_ORIGIN'],
    ['https://localhost:3000/', PAGE, 'UNTRUSTED_ORIGIN'],
  ];
  test.each(rows)('%j on %s → %s', (target, pageUrl, reason) => {
    expect(decideRedirectTrust(target, { ...context, pageUrl })).toEqual({ trusted: false, reason });
  });

  test('every reason but CROSS_ORIGIN and NULL_ORIGIN is exercised by a row (both are defensive guards: no http(s) string reaches them)', () => {
    const covered = new Set<string>(rows.map((row) => row[2]));
    expect(REDIRECT_REFUSAL_REASONS.filter((r) => !covered.has(r))).toEqual(['NULL_ORIGIN', 'CROSS_ORIGIN']);
  });
});

describe('decideRedirectTrust acceptances return the normalised URL', () => {
  test.each([
    ['/dashboard', PAGE, 'https://app.example.com/dashboard'],
    ['/a/../b?q=%2F%2Fevil.com#x', PAGE, 'https://app.example.com/b?q=%2F%2Fevil.com#x'],
    ['/x', 'http://localhost:3000/account', 'http://localhost:3000/x'],
    ['https://APP.Example.COM:443/x', PAGE, 'https://app.example.com/x'],
    ['https://%61pp.example.com/x', PAGE, 'https://app.example.com/x'],
    ['https://api.example.org/cb', PAGE, 'https://api.example.org/cb'],
    ['https://b\u00fccher.example.org/', PAGE, 'https://xn--bcher-kva.example.org/'],
    ['http://localhost:3000/after', 'http://localhost:3000/account', 'http://localhost:3000/after'],
    ['https://app.example.com/x', 'https://app.example.com/', 'https://app.example.com/x'],
    ['HTTPS://app.example.com', PAGE, 'https://app.example.com/'],
  ])('%j on %s → %s', (target, pageUrl, url) => {
    expect(decideRedirectTrust(target, { ...context, pageUrl })).toEqual({ trusted: true, url });
  });

  test('localhost has no exception: an http localhost target is trusted only from its own http page', () => {
    const target = 'http://localhost:3000/after';
    expect(decideRedirectTrust(target, { ...context, pageUrl: 'http://localhost:3000/' })).toEqual({ trusted: true, url: target });
    expect(decideRedirectTrust(target, { ...context, pageUrl: 'http://localhost:4000/' })).toEqual({ trusted: false, reason: 'INSECURE_SCHEME' });
    expect(decideRedirectTrust(target, { ...context, trustedDomains: ['http://localhost:3000'] })).toEqual({ trusted: false, reason: 'INSECURE_SCHEME' });
  });

  test('an https localhost entry is trusted like any other entry', () => {
    const trustedDomains = ['https://localhost:3000'];
    expect(decideRedirectTrust('https://localhost:3000/x', { ...context, trustedDomains }).trusted).toBe(true);
  });
});
