// Public barrel of the redirect rules: trusted-domain matching, server whitelist, client redirect trust.
export {
  compileTrustedDomainPattern,
  splitTrustedDomainEntry,
  urlMatchesPattern,
  urlMatchesTrustedDomain,
  type TrustedDomainPattern,
} from './trusted-domain-pattern';
export {
  isUrlTrustedByProject,
  MOBILE_OAUTH_PROTOCOL,
  type WhitelistOptions,
  type WhitelistProject,
} from './server-whitelist';
export {
  defaultPortOf,
  effectivePort,
  isHttpProtocol,
  isIpAddressHostname,
  isLdhLabel,
  isLocalhostHostname,
  normaliseHttpUrl,
  rawAuthorityOf,
  schemeOf,
} from './url-normalise';
export { parseUrl } from '../shared/parse-url';
export {
  decideRedirectTrust,
  isLdhHostname,
  MAX_REDIRECT_TARGET_LENGTH,
  suspiciousCharacterReason,
  type RedirectTrustContext,
  type RedirectTrustDecision,
} from './redirect-trust';
export { REDIRECT_REFUSAL_REASONS, type RedirectRefusalReason } from './redirect-reasons';
