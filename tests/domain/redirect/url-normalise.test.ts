// Example tables and properties for the pure URL normalisation helpers.
import fc from 'fast-check';
import {
  defaultPortOf,
  effectivePort,
  isIpAddressHostname,
  isLocalhostHostname,
  normaliseHttpUrl,
  parseUrl,
  rawAuthorityOf,
  schemeOf,
} from '../../../domain/redirect';

describe('url-normalise', () => {
  test.each([
    ['HTTPS://App.Example.COM:443/a/../b', 'https://app.example.com/b'],
    ['http://example.com:80', 'http://example.com/'],
    ['https://%61pp.example.com/x', 'https://app.example.com/x'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['ftp://example.com/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('normaliseHttpUrl(%j) → %j', (input, expected) => {
    expect(normaliseHttpUrl(input)).toBe(expected);
  });

  test('parseUrl never throws and resolves against a base', () => {
    expect(parseUrl('::')).toBeNull();
    expect(parseUrl('/x', 'https://a.test/y')?.href).toBe('https://a.test/x');
    expect(parseUrl('/x', 'not a base')).toBeNull();
  });

  test.each([
    ['https://a.test/', '443'],
    ['http://a.test:8080/', '8080'],
    ['ws://a.test/', ''],
  ])('effectivePort(%s) → %s', (url, port) => {
    expect(effectivePort(new URL(url))).toBe(port);
  });

  test('default ports', () => {
    expect([defaultPortOf('http:'), defaultPortOf('https:'), defaultPortOf('ftp:')]).toEqual(['80', '443', undefined]);
  });

  test.each([
    ['localhost', true],
    ['a.b.localhost', true],
    ['127.0.0.1', true],
    ['127.255.1.2', true],
    ['localhost.evil.com', false],
    ['mylocalhost', false],
    ['128.0.0.1', false],
  ])('isLocalhostHostname(%s) → %s', (host, expected) => {
    expect(isLocalhostHostname(host)).toBe(expected);
  });

  test.each([
    ['10.0.0.1', true],
    ['[::1]', true],
    ['example.com', false],
    ['1a.example', false],
  ])('isIpAddressHostname(%s) → %s', (host, expected) => {
    expect(isIpAddressHostname(host)).toBe(expected);
  });

  test.each([
    ['HTTPS://x', 'https'],
    ['stack-auth-mobile-oauth-url:x', 'stack-auth-mobile-oauth-url'],
    ['/path', null],
    ['1http://x', null],
  ])('schemeOf(%j) → %j', (input, expected) => {
    expect(schemeOf(input)).toBe(expected);
  });

  test.each([
    ['https://a@b.test/x', 'a@b.test'],
    ['https://b.test?q', 'b.test'],
    ['https:///x', ''],
    ['https:b.test', null],
  ])('rawAuthorityOf(%j) → %j', (input, expected) => {
    expect(rawAuthorityOf(input)).toBe(expected);
  });

  test('normalisation is idempotent', () => {
    const input = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['http', 'https'] }),
      fc.string({ unit: 'binary' }).map((s) => `https://${s}`),
      fc.string(),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const once = normaliseHttpUrl(raw);
        if (once !== null) expect(normaliseHttpUrl(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
