// Example tables for the server-side whitelist of protocol §5.8 (isUrlTrustedByProject).
import { isUrlTrustedByProject } from '../../../domain/redirect';

const project = {
  trustedDomains: [
    'https://app.example.com',
    'https://*.example.org',
    'https://**.deep.net',
    'http://dev.test:8080/some/path',
    'https://api-*.example.com:8443',
    'https://*.ported.io:443',
  ],
  allowLocalhost: false,
};
const withLocalhost = { ...project, allowLocalhost: true };

describe('isUrlTrustedByProject', () => {
  test.each([
    ['https://app.example.com/any/path?q=1#h', true, 'exact entry, path ignored'],
    ['https://APP.Example.com:443/', true, 'case and explicit default port normalised'],
    ['http://app.example.com/', false, 'scheme must match'],
    ['https://app.example.com:8443/', false, 'port must match'],
    ['https://app.example.com.evil.com/', false, 'trusted name as prefix'],
    ['https://evil.com/https://app.example.com', false, 'trusted name in path'],
    ['https://a.example.org/', true, '* = one label'],
    ['https://example.org/', false, '* does not match the apex'],
    ['https://a.b.example.org/', false, '* does not cross dots'],
    ['https://a.example.org:444/', false, 'wildcard entry without port: default port only'],
    ['https://a.example.org:443/', true, 'explicit default port is the default port'],
    ['https://a.b.c.deep.net/', true, '** spans dots'],
    ['https://deep.net/', false, '** needs at least one label'],
    ['http://dev.test:8080/', true, 'exact entry with port and a path'],
    ['http://dev.test/', false, 'exact entry port differs'],
    ['https://api-v2.example.com:8443/', true, 'prefix wildcard with port'],
    ['https://api-v2.example.com/', false, 'wildcard with port requires that port'],
    ['https://x.ported.io/', true, 'wildcard with explicit default port'],
    ['http://localhost:3000/', false, 'localhost not allowed'],
    ['not a url', false, 'does not parse'],
    ['', false, 'empty'],
    ['stack-auth-mobile-oauth-url://callback', false, 'mobile scheme off by default'],
  ])('%s → %s (%s)', (url, expected) => {
    expect(isUrlTrustedByProject(url, project)).toBe(expected);
  });

  test.each([
    ['http://localhost:3000/x', true],
    ['https://localhost/', true],
    ['ws://app.localhost:9/', true],
    ['http://127.0.0.1:8080/', true],
    ['http://127.1/', true],
    ['http://128.0.0.1/', false],
    ['http://localhost.evil.com/', false],
    ['http://evil-localhost/', false],
  ])('allowLocalhost: %s → %s', (url, expected) => {
    expect(isUrlTrustedByProject(url, withLocalhost)).toBe(expected);
  });

  test('the mobile OAuth scheme is accepted only when the option is on', () => {
    const url = 'stack-auth-mobile-oauth-url://success?code=1';
    expect(isUrlTrustedByProject(url, project, { allowMobileOAuthScheme: true })).toBe(true);
    expect(isUrlTrustedByProject(url, project, { allowMobileOAuthScheme: false })).toBe(false);
  });

  test.each([
    ['ftp://app.example.com', 'ftp://app.example.com/'],
    ['https://*.example.com:http', 'https://a.example.com/'],
    ['https://bü*.example.com', 'https://xn--b-xka.example.com/'],
    ['https://wildcard-placeholder-0-x.*.com', 'https://wildcard-placeholder-0-x.a.com/'],
    ['example.com', 'https://example.com/'],
    ['https://', 'https://a/'],
  ])('an unusable entry %s never matches (%s)', (entry, url) => {
    expect(isUrlTrustedByProject(url, { trustedDomains: [entry], allowLocalhost: false })).toBe(false);
  });
});
