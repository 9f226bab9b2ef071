// cleanOAuthCallbackUrl: code/state and hash removed, every other parameter kept byte for byte.
import fc from 'fast-check';
import { cleanOAuthCallbackUrl } from '../../../domain/oauth/callback-url';

describe('cleanOAuthCallbackUrl', () => {
  it.each<[string, string | null]>([
    ['https://app.example.com/handler/oauth-callback?code=abc&state=xyz', 'https://app.example.com/handler/oauth-callback'],
    [
      'https://app.example.com/cb?code=abc&after_auth_return_to=%2Fdashboard%3Ftab%3D1&state=xyz#frag',
      'https://app.example.com/cb?after_auth_return_to=%2Fdashboard%3Ftab%3D1',
    ],
    ['https://app.example.com/cb?a=1+2&b=%20&code=c', 'https://app.example.com/cb?a=1+2&b=%20'],
    ['https://app.example.com/cb?%63ode=encoded-name&keep=1', 'https://app.example.com/cb?keep=1'],
    ['https://app.example.com/cb?codex=1&states=2', 'https://app.example.com/cb?codex=1&states=2'],
    ['https://app.example.com/cb?code&state=&x=%E0%A4%A', 'https://app.example.com/cb?x=%E0%A4%A'],
    ['https://app.example.com/cb?%E0%A4%A=1&code=2', 'https://app.example.com/cb?%E0%A4%A=1'],
    ['https://app.example.com/cb?&&code=1&&', 'https://app.example.com/cb'],
    ['https://app.example.com/cb#only-hash', 'https://app.example.com/cb'],
    ['not a url', null],
    ['/relative/path?code=1', null],
  ])('%j → %j', (url, expected) => {
    expect(cleanOAuthCallbackUrl(url)).toBe(expected);
  });

  const paramName = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'o', 's', 't', '_'), minLength: 1, maxLength: 6 });
  const params = fc.array(fc.tuple(paramName, fc.string()), { maxLength: 6 });

  it('keeps exactly the non-code, non-state parameters, in order, and drops the hash', () => {
    fc.assert(fc.property(fc.webUrl(), params, fc.string(), (base, pairs, hash) => {
      const url = new URL(base);
      url.search = '';
      pairs.forEach(([name, value]) => url.searchParams.append(name, value));
      url.hash = hash;
      const cleaned = cleanOAuthCallbackUrl(url.href);
      expect(cleaned).not.toBeNull();
      const parsed = new URL(cleaned!);
      expect(parsed.hash).toBe('');
      expect([...parsed.searchParams]).toEqual(pairs.filter(([name]) => name !== 'code' && name !== 'state'));
      expect(parsed.origin + parsed.pathname).toBe(url.origin + url.pathname);
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      const once = cleanOAuthCallbackUrl(url);
      expect(once === null ? null : cleanOAuthCallbackUrl(once)).toBe(once);
    }));
  });
});
