// Codes, severities and messages of trusted-domain problems (the first five are spec §5's wording).
import { type IssueSeverity } from '../shared/issues';

export const TRUSTED_DOMAIN_MESSAGES = {
  DOMAIN_INVALID_URL: 'A trusted domain is not a valid URL.',
  DOMAIN_LOCALHOST: 'Localhost domains may not be trusted in production mode.',
  DOMAIN_IP_ADDRESS: 'Direct IP addresses are not valid trusted domains in production mode.',
  DOMAIN_NOT_HTTPS: 'Trusted domains should be HTTPS.',
  DOMAIN_SURROUNDING_WHITESPACE: 'A trusted domain must not start or end with whitespace.',
  DOMAIN_USERINFO: 'A trusted domain must not contain a user name or password.',
  DOMAIN_HAS_PATH: 'A trusted domain must not contain a path, query or fragment; set the handler path separately.',
  DOMAIN_TRAILING_DOT: 'A trusted domain must not end with a dot.',
  DOMAIN_MALFORMED_LABEL: 'A trusted domain has an empty or malformed label.',
  DOMAIN_SINGLE_LABEL: 'A trusted domain needs at least two labels, like example.com.',
  DOMAIN_WILDCARD_TOO_BROAD: 'A wildcard trusted domain may not cover every host or a whole top-level domain.',
  DOMAIN_IDN: 'A trusted domain uses an internationalised (punycode) name; check that it is the domain you mean.',
} as const;

export type TrustedDomainIssueCode = keyof typeof TRUSTED_DOMAIN_MESSAGES;

/** Only look-alike risk is a judgement call; everything else would trust the wrong origins. */
export const severityOf = (code: TrustedDomainIssueCode): IssueSeverity => (code === 'DOMAIN_IDN' ? 'warning' : 'error');
