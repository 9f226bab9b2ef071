// The server-side redirect-URL / origin whitelist of protocol §5.8, as the emulator applies it.
import { urlMatchesTrustedDomain } from './trusted-domain-pattern';
import { parseUrl } from '../shared/parse-url';
import { isLocalhostHostname } from './url-normalise';

/** The project settings the whitelist reads (config.allow_localhost and config.domains[].domain). */
export interface WhitelistProject {
  readonly trustedDomains: readonly string[];
  readonly allowLocalhost: boolean;
}

export interface WhitelistOptions {
  /** OAuth redirect, after-callback and error URLs may also use the mobile app scheme. */
  readonly allowMobileOAuthScheme?: boolean;
}

export const MOBILE_OAUTH_PROTOCOL = 'stack-auth-mobile-oauth-url:';

/**
 * Protocol §5.8: a URL is trusted iff it parses and either it is a localhost URL while the project allows
 * localhost (any scheme, port and path), or it matches a trusted domain, or (when enabled) it uses the
 * mobile OAuth scheme. Never throws.
 */
export function isUrlTrustedByProject(url: string, project: WhitelistProject, options: WhitelistOptions = {}): boolean {
  const parsed = parseUrl(url);
  if (parsed === null) return false;
  if (options.allowMobileOAuthScheme === true && parsed.protocol === MOBILE_OAUTH_PROTOCOL) return true;
  if (project.allowLocalhost && isLocalhostHostname(parsed.hostname)) return true;
  return urlMatchesTrustedDomain(parsed, project.trustedDomains);
}
