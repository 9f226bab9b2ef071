/** Redirect/callback URL trust (protocol §5.8), delegated to the domain rule so client and server agree. */
import type { ProjectRecord } from '../state/records';
import { known } from './errors';

/**
 * Temporary local rule until domain/redirect's `isUrlTrustedByProject` lands: localhost when allowed,
 * exact protocol+host+port of a trusted domain, the mobile scheme when asked. Wildcards come with the domain rule.
 */
export function isTrustedUrl(project: ProjectRecord, url: string, options: { allowMobileOAuthScheme?: boolean } = {}): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (options.allowMobileOAuthScheme === true && parsed.protocol === 'stack-auth-mobile-oauth-url:') return true;
  const host = parsed.hostname;
  if (project.config.allowLocalhost && (host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host))) return true;
  return project.config.domains.some((d) => {
    try {
      const p = new URL(d.domain);
      return p.protocol === parsed.protocol && p.host === parsed.host;
    } catch {
      return false;
    }
  });
}

/** Throws REDIRECT_URL_NOT_WHITELISTED unless the URL is trusted. */
export function assertTrustedUrl(project: ProjectRecord, url: string, options: { allowMobileOAuthScheme?: boolean } = {}): void {
  if (!isTrustedUrl(project, url, options)) throw known('REDIRECT_URL_NOT_WHITELISTED');
}
