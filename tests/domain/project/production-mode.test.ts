// Example tables and properties for productionModeProblems (spec §5, protocol §5.11).
import fc from 'fast-check';
import { LOCALHOST_ALLOWED_MESSAGE, productionModeProblems, type ProductionModeProject } from '../../../domain/project';

const aProject = (overrides: Partial<ProductionModeProject['config']> = {}, id = 'proj-1'): ProductionModeProject => ({
  id,
  config: { allowLocalhost: false, domains: [{ domain: 'https://app.example.com', handlerPath: '/handler' }], ...overrides },
});

describe('productionModeProblems', () => {
  test('a clean project has no problems', () => {
    expect(productionModeProblems(aProject())).toEqual([]);
  });

  test("'Allow localhost' is a project-wide problem with spec §5 wording and the domains fix link", () => {
    expect(productionModeProblems(aProject({ allowLocalhost: true }))).toEqual([
      {
        code: 'LOCALHOST_ALLOWED',
        message: "Localhost is not allowed in production mode; turn off 'Allow localhost' in project settings.",
        relativeFixUrl: '/projects/proj-1/domains',
        severity: 'error',
      },
    ]);
    expect(LOCALHOST_ALLOWED_MESSAGE).toContain("'Allow localhost'");
  });

  test.each([
    ['not a url', 'DOMAIN_INVALID_URL', 'A trusted domain is not a valid URL.'],
    ['https://localhost:3000', 'DOMAIN_LOCALHOST', 'Localhost domains may not be trusted in production mode.'],
    ['https://192.168.1.10', 'DOMAIN_IP_ADDRESS', 'Direct IP addresses are not valid trusted domains in production mode.'],
    ['http://example.com', 'DOMAIN_NOT_HTTPS', 'Trusted domains should be HTTPS.'],
  ])('domain %j → %s with spec wording', (domain, code, message) => {
    expect(productionModeProblems(aProject({ domains: [{ domain }] }))[0]).toEqual({
      code,
      message,
      relativeFixUrl: '/projects/proj-1/domains',
      severity: 'error',
      domain,
    });
  });

  test('problems keep project order and every domain is checked; IDN is a warning', () => {
    const domains = [{ domain: 'https://ok.example.com' }, { domain: 'https://bücher.example' }, { domain: 'https://*.com' }];
    const problems = productionModeProblems(aProject({ allowLocalhost: true, domains }));
    expect(problems.map((p) => [p.code, p.severity, p.domain])).toEqual([
      ['LOCALHOST_ALLOWED', 'error', undefined],
      ['DOMAIN_IDN', 'warning', 'https://bücher.example'],
      ['DOMAIN_WILDCARD_TOO_BROAD', 'error', 'https://*.com'],
    ]);
  });

  test('the fix link encodes the project id as one path segment', () => {
    expect(productionModeProblems(aProject({ allowLocalhost: true }, 'a/b c'))[0]!.relativeFixUrl).toBe(
      '/projects/a%2Fb%20c/domains',
    );
  });
});

describe('productionModeProblems properties', () => {
  const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
  const goodDomain = fc.tuple(label, label).map(([a, b]) => ({ domain: `https://${a}.${b}x.com` }));
  const localhostDomain = fc
    .tuple(fc.constantFrom('http', 'https'), fc.option(label, { nil: undefined }), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), fc.boolean())
    .map(([scheme, sub, port, upper]) => {
      const host = `${sub === undefined ? '' : `${sub}.`}localhost`;
      return { domain: `${scheme}://${upper ? host.toUpperCase() : host}${port === undefined ? '' : `:${port}`}` };
    });

  test('adding a localhost domain always produces a DOMAIN_LOCALHOST error for that domain', () => {
    fc.assert(
      fc.property(fc.array(goodDomain, { maxLength: 4 }), localhostDomain, fc.nat(), fc.boolean(), (domains, extra, at, allow) => {
        const before = productionModeProblems(aProject({ domains, allowLocalhost: allow }));
        const withLocal = [...domains.slice(0, at % (domains.length + 1)), extra, ...domains.slice(at % (domains.length + 1))];
        const after = productionModeProblems(aProject({ domains: withLocal, allowLocalhost: allow }));
        expect(after.length).toBeGreaterThan(before.length);
        expect(after.some((p) => p.code === 'DOMAIN_LOCALHOST' && p.severity === 'error' && p.domain === extra.domain)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('every problem links to the domains page and never throws for any domain string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (domain, id) => {
        const problems = productionModeProblems(aProject({ domains: [{ domain }] }, id));
        expect(problems.every((p) => p.relativeFixUrl === `/projects/${encodeURIComponent(id)}/domains`)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
