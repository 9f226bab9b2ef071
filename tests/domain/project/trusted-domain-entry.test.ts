// Example tables for trustedDomainEntryIssues: which codes each kind of entry produces.
import { trustedDomainEntryIssues, TRUSTED_DOMAIN_MESSAGES, type TrustedDomainIssueCode } from '../../../domain/project';

const codesOf = (entry: string): TrustedDomainIssueCode[] => trustedDomainEntryIssues(entry).map((i) => i.code);

describe('trustedDomainEntryIssues', () => {
  test.each([
    ['https://example.com', []],
    ['https://example.com/', []],
    ['https://EXAMPLE.com:8443', []],
    ['https://*.example.com', []],
    ['https://a.**.example.com', []],
    ['https://api-*.example.com', []],
    ['http://example.com', ['DOMAIN_NOT_HTTPS']],
    ['ftp://example.com', ['DOMAIN_NOT_HTTPS']],
    ['example.com', ['DOMAIN_INVALID_URL']],
    ['https://', ['DOMAIN_INVALID_URL']],
    ['https://exa mple.com', ['DOMAIN_INVALID_URL']],
    ['https://example.com:99999', ['DOMAIN_INVALID_URL']],
    ['https://example.com:*', ['DOMAIN_INVALID_URL']],
    ['https://example.123', ['DOMAIN_INVALID_URL']],
    [' https://example.com', ['DOMAIN_SURROUNDING_WHITESPACE']],
    ['https://example.com\n', ['DOMAIN_SURROUNDING_WHITESPACE']],
    ['https://localhost:3000', ['DOMAIN_LOCALHOST']],
    ['https://localhost.', ['DOMAIN_LOCALHOST', 'DOMAIN_TRAILING_DOT']],
    ['https://app.localhost', ['DOMAIN_LOCALHOST']],
    ['https://127.0.0.1', ['DOMAIN_LOCALHOST', 'DOMAIN_IP_ADDRESS']],
    ['https://0x7f.1', ['DOMAIN_LOCALHOST', 'DOMAIN_IP_ADDRESS']],
    ['https://0.0.0.0', ['DOMAIN_LOCALHOST', 'DOMAIN_IP_ADDRESS']],
    ['https://[::1]', ['DOMAIN_LOCALHOST', 'DOMAIN_IP_ADDRESS']],
    ['https://8.8.8.8', ['DOMAIN_IP_ADDRESS']],
    ['https://[2001:db8::1]:8443', ['DOMAIN_IP_ADDRESS']],
    ['https://example.com.', ['DOMAIN_TRAILING_DOT']],
    ['https://a..example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://-a.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a-.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a_b.example.com', ['DOMAIN_MALFORMED_LABEL']],
    [`https://${'a'.repeat(64)}.example.com`, ['DOMAIN_MALFORMED_LABEL']],
    ['https://user:pw@example.com', ['DOMAIN_USERINFO']],
    ['https://example.com/handler', ['DOMAIN_HAS_PATH']],
    ['https://example.com?x=1', ['DOMAIN_HAS_PATH']],
    ['https://example.com#x', ['DOMAIN_HAS_PATH']],
    ['https://internal', ['DOMAIN_SINGLE_LABEL']],
    ['https://*', ['DOMAIN_SINGLE_LABEL', 'DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://**', ['DOMAIN_SINGLE_LABEL', 'DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://*.com', ['DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://**.com', ['DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://example.*', ['DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://*。com', ['DOMAIN_WILDCARD_TOO_BROAD']],
    ['https://bücher.example', ['DOMAIN_IDN']],
    ['https://xn--bcher-kva.example', ['DOMAIN_IDN']],
    ['http://user@example.com/x', ['DOMAIN_NOT_HTTPS', 'DOMAIN_USERINFO', 'DOMAIN_HAS_PATH']],
  ] as const)('%j → %j', (entry, expected) => {
    expect(codesOf(entry)).toEqual(expected);
  });

  test('each issue carries its message, the entry as path, and a severity (only IDN is a warning)', () => {
    const entries = ['http://bücher.example', 'https://*.com'];
    for (const entry of entries) {
      for (const issue of trustedDomainEntryIssues(entry)) {
        expect(issue.message).toBe(TRUSTED_DOMAIN_MESSAGES[issue.code]);
        expect(issue.path).toBe(entry);
        expect(issue.severity).toBe(issue.code === 'DOMAIN_IDN' ? 'warning' : 'error');
      }
    }
  });

  test('spec §5 wording for the four domain problems', () => {
    expect(trustedDomainEntryIssues('nope')[0]!.message).toBe('A trusted domain is not a valid URL.');
    expect(trustedDomainEntryIssues('https://localhost')[0]!.message).toBe(
      'Localhost domains may not be trusted in production mode.',
    );
    expect(trustedDomainEntryIssues('https://1.2.3.4')[0]!.message).toBe(
      'Direct IP addresses are not valid trusted domains in production mode.',
    );
    expect(trustedDomainEntryIssues('http://example.com')[0]!.message).toBe('Trusted domains should be HTTPS.');
  });
});

/**
 * The written policy for entries (docs/redirect-policy.md, "Trusted-domain entries"): a host that is not LDH, a
 * single label, localhost in any spelling, an IP in any encoding, or `*` / `**` alone is an error — each at its edge.
 */
describe('trusted-domain entries follow the redirect rule\'s LDH hosts', () => {
  const errorsOf = (entry: string): TrustedDomainIssueCode[] =>
    trustedDomainEntryIssues(entry).filter((i) => i.severity === 'error').map((i) => i.code);

  test.each([
    ['https://a-b.example.com', []],
    [`https://${'a'.repeat(63)}.example.com`, []],
    [`https://${'a'.repeat(64)}.example.com`, ['DOMAIN_MALFORMED_LABEL']],
    ['https://a_b.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a*b_c.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a!b.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://example', ['DOMAIN_SINGLE_LABEL']],
    ['https://example.com', []],
    // A wildcard is `*` (one label) or `**` (one or more); a run of three is neither.
    ['https://**.example.com', []],
    ['https://***.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a.****.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://%2a.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://api-*.example.com', []],
    ['https://api-**.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://**-api.example.com', ['DOMAIN_MALFORMED_LABEL']],
    ['https://a.**\u3002example.com', []],
  ] as const)('LDH and labels: %s → %j', (entry, expected) => {
    expect(errorsOf(entry)).toEqual(expected);
  });

  test.each(['https://localhost', 'https://LOCALHOST', 'https://LocalHost:8443', 'https://localhost.', 'https://a.b.localhost',
    'https://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54', 'https://127.0.0.1', 'https://127.1', 'https://2130706433',
    'https://0x7f000001', 'https://0177.0.0.1', 'https://0', 'https://[::1]', 'https://[0:0:0:0:0:0:0:1]', 'https://[::ffff:127.0.0.1]',
    'https://[::]', 'https://0.0.0.0', 'https://l%6fcalhost'])('localhost in any spelling: %s is an error', (entry) => {
    expect(errorsOf(entry)).toContain('DOMAIN_LOCALHOST');
  });

  test.each(['https://192.168.0.1', 'https://3232235521', 'https://0xc0a80001', 'https://0300.0250.0.1', 'https://0xc0.0xa8.0.1',
    'https://0xc0.0250.1', 'https://192.11010049', 'https://[2001:db8::1]', 'https://[2001:DB8:0:0:0:0:0:1]', 'https://[::ffff:192.168.0.1]'])('an IP in any encoding: %s is an error', (entry) => {
    expect(errorsOf(entry)).toContain('DOMAIN_IP_ADDRESS');
  });

  test.each(['https://*', 'https://**', 'https://*:8443', 'https://**:443', 'https://**.', 'https://*.*', 'https://**.**'])('a wildcard alone as the host: %s is an error', (entry) => {
    expect(errorsOf(entry)).toContain('DOMAIN_WILDCARD_TOO_BROAD');
  });
});
