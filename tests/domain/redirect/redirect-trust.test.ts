// Example tables for decideRedirectTrust: one row per refusal reason and per accepted form.
import { decideRedirectTrust, REDIRECT_REFUSAL_REASONS, type RedirectRefusalReason } from '../../../domain/redirect';

const PAGE = 'https://app.example.com/account?x=1';
const context = {
  pageUrl: PAGE,
  trustedDomains: ['https://app.example.com', 'https://*.example.org', 'http://dev.test:8080'],
  allowLocalhost: false,
};

describe('decideRedirectTrust refusals', () => {
  const rows: readonly (readonly [string, string | null, RedirectRefusalReason])[] = [
    ['', PAGE, 'EMPTY_TARGET'],
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
    ['http://localhost:3000/', PAGE, 'LOCALHOST_NOT_ALLOWED'],
    ['http://127.0.0.1/', PAGE, 'LOCALHOST_NOT_ALLOWED'],
    ['https://evil.com/', PAGE, 'UNTRUSTED_ORIGIN'],
    ['https://app.example.com./', PAGE, 'UNTRUSTED_ORIGIN'],
    ['https://app.example.com:444/', PAGE, 'UNTRUSTED_ORIGIN'],
    ['http://app.example.com/', PAGE, 'UNTRUSTED_ORIGIN'],
  ];
  test.each(rows)('%j on %s → %s', (target, pageUrl, reason) => {
    expect(decideRedirectTrust(target, { ...context, pageUrl })).toEqual({ trusted: false, reason });
  });

  test('every reason but CROSS_ORIGIN is exercised by a row (CROSS_ORIGIN is a defensive guard)', () => {
    const covered = new Set<string>(rows.map((row) => row[2]));
    expect(REDIRECT_REFUSAL_REASONS.filter((r) => !covered.has(r))).toEqual(['CROSS_ORIGIN']);
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
    ['http://dev.test:8080/p', null, 'http://dev.test:8080/p'],
    ['HTTPS://app.example.com', PAGE, 'https://app.example.com/'],
  ])('%j on %s → %s', (target, pageUrl, url) => {
    expect(decideRedirectTrust(target, { ...context, pageUrl })).toEqual({ trusted: true, url });
  });

  test('localhost targets are trusted only when the project allows localhost', () => {
    const target = 'http://localhost:3000/after';
    expect(decideRedirectTrust(target, { ...context, allowLocalhost: true })).toEqual({
      trusted: true,
      url: target,
    });
    expect(decideRedirectTrust(target, context).trusted).toBe(false);
  });

  test('an explicitly trusted localhost entry is trusted like any other entry', () => {
    const trustedDomains = ['http://localhost:3000'];
    expect(decideRedirectTrust('http://localhost:3000/x', { ...context, trustedDomains }).trusted).toBe(true);
  });
});
