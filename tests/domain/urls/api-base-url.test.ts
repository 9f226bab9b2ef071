import { describeApiBaseUrlProblem, normalizeApiBaseUrl } from '../../../domain/urls/api-base-url';

const base = (raw: string): string => {
  const decision = normalizeApiBaseUrl(raw);
  if (!decision.ok) throw new Error(`refused: ${decision.problem}`);
  return decision.baseUrl;
};

describe('normalizeApiBaseUrl', () => {
  test.each([
    ['http://127.0.0.1:8102', 'http://127.0.0.1:8102'],
    ['http://127.0.0.1:8102/', 'http://127.0.0.1:8102'],
    ['http://127.0.0.1:8102///', 'http://127.0.0.1:8102'],
    ['http://127.0.0.1:8102/api/v1', 'http://127.0.0.1:8102'],
    ['http://127.0.0.1:8102/api/v1/', 'http://127.0.0.1:8102'],
    ['http://127.0.0.1:8102/api/v1//', 'http://127.0.0.1:8102'],
    ['https://api.stack-auth.com', 'https://api.stack-auth.com'],
    ['HTTPS://API.Stack-Auth.com/api/v1', 'https://api.stack-auth.com'],
    ['https://api.stack-auth.com:443/', 'https://api.stack-auth.com'],
    ['https://proxy.example.com/auth', 'https://proxy.example.com/auth'],
    ['https://proxy.example.com/auth/', 'https://proxy.example.com/auth'],
    ['https://proxy.example.com/auth/api/v1', 'https://proxy.example.com/auth'],
    ['https://proxy.example.com//api/v1', 'https://proxy.example.com'],
  ])('%s → %s', (raw, expected) => {
    expect(base(raw)).toBe(expected);
  });

  test.each([
    // Only the exact final segment pair is the version path: look-alikes stay part of the prefix.
    ['https://proxy.example.com/api/v10', 'https://proxy.example.com/api/v10'],
    ['https://proxy.example.com/api/v1x', 'https://proxy.example.com/api/v1x'],
    ['https://proxy.example.com/api', 'https://proxy.example.com/api'],
    ['https://proxy.example.com/my-api/v1', 'https://proxy.example.com/my-api/v1'],
    ['https://proxy.example.com/API/V1', 'https://proxy.example.com/API/V1'],
  ])('other paths are kept as a prefix: %s', (raw, expected) => {
    expect(base(raw)).toBe(expected);
  });

  test.each([
    ['', 'not-absolute-http'],
    ['127.0.0.1:8102', 'not-absolute-http'],
    ['/api/v1', 'not-absolute-http'],
    ['ftp://example.com', 'not-absolute-http'],
    ['http://', 'not-absolute-http'],
    ['http:///x', 'not-absolute-http'],
    ['https://user:pass@api.example.com', 'has-credentials'],
    ['https://user@api.example.com', 'has-credentials'],
    ['https://api.example.com/?x=1', 'has-query-or-fragment'],
    ['https://api.example.com/api/v1?', 'has-query-or-fragment'],
    ['https://api.example.com/#top', 'has-query-or-fragment'],
  ] as const)('refuses %j (%s)', (raw, problem) => {
    expect(normalizeApiBaseUrl(raw)).toEqual({ ok: false, problem });
  });

  test('problem wording names the rule, never the value', () => {
    for (const problem of ['not-absolute-http', 'has-credentials', 'has-query-or-fragment'] as const) {
      expect(describeApiBaseUrlProblem(problem)).toMatch(/^must /);
    }
  });

  test('normalising is idempotent', () => {
    for (const raw of ['http://127.0.0.1:8102/api/v1/', 'https://proxy.example.com/auth/api/v1']) {
      expect(base(base(raw))).toBe(base(raw));
    }
  });
});

// Node 20's URL.canParse turns false for Latin-1 hosts once optimised (domain/shared/parse-url.ts); a server building
// an app per request calls this that often.
test('an IDN base URL is accepted on every one of 20,000 calls', () => {
  let refused = 0;
  for (let i = 0; i < 20_000; i += 1) if (!normalizeApiBaseUrl('https://m\u00fcnchen.example/api/v1').ok) refused += 1;
  expect(refused).toBe(0);
  expect(normalizeApiBaseUrl('https://m\u00fcnchen.example/api/v1')).toEqual({ ok: true, baseUrl: 'https://xn--mnchen-3ya.example' });
});
