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
