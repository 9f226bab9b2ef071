// Which issuers and audiences a project's server trusts (domain/session/access-token-trust.ts).
import { audienceKind, isTrustedIssuer, projectOfAudience } from '../../../domain/session/access-token-trust';

describe('isTrustedIssuer', () => {
  test.each([
    ['https://api.stack-auth.com/api/v1/projects/p1', 'https://api.stack-auth.com', true],
    ['https://api.stack-auth.com/api/v1/projects/p1', 'https://api.stack-auth.com/', true],
    ['https://api.stack-auth.com/api/v1/projects/p2', 'https://api.stack-auth.com', false],
    ['https://api.stack-auth.com/api/v1/projects-anonymous-users/p1', 'https://api.stack-auth.com', false],
    ['https://api.stack-auth.com/api/v1/projects/p1/', 'https://api.stack-auth.com', false],
    ['https://api.stack-auth.com/api/v1/projects/p1?x=1', 'https://api.stack-auth.com', false],
    ['https://evil.example/api/v1/projects/p1', 'https://api.stack-auth.com', false],
    ['http://api.stack-auth.com/api/v1/projects/p1', 'https://api.stack-auth.com', false],
    ['http://localhost:8102/api/v1/projects/p1', 'http://127.0.0.1:8102', true],
    ['http://127.0.0.1:8102/api/v1/projects/p1', 'http://localhost:8102', true],
    ['http://[::1]:8102/api/v1/projects/p1', 'http://localhost:8102', true],
    ['http://localhost:8103/api/v1/projects/p1', 'http://127.0.0.1:8102', false],
    ['http://localhost:8102/api/v1/projects/p1', 'http://api.local:8102', false],
    ['https://localhost:8102/api/v1/projects/p1', 'http://localhost:8102', false],
  ])('%s for base URL %s: %s', (iss, base, trusted) => {
    expect(isTrustedIssuer(iss, base, 'p1')).toBe(trusted);
  });

  test('not a string or not a URL: untrusted', () => {
    expect(isTrustedIssuer(undefined, 'https://api.stack-auth.com', 'p1')).toBe(false);
    expect(isTrustedIssuer('not a url', 'https://api.stack-auth.com', 'p1')).toBe(false);
  });
});

describe('audienceKind / projectOfAudience', () => {
  test.each([
    ['p1', 'user'], ['p1:anon', 'anonymous'], ['p1:restricted', 'restricted'], ['p2', 'otherProject'], [undefined, 'otherProject'], [['p1'], 'otherProject'],
  ])('%j → %s', (aud, kind) => {
    expect(audienceKind(aud, 'p1')).toBe(kind);
  });

  test('the project an audience names', () => {
    expect([projectOfAudience('p2'), projectOfAudience('p2:anon'), projectOfAudience('p2:restricted'), projectOfAudience(3)]).toEqual(['p2', 'p2', 'p2', null]);
  });
});
