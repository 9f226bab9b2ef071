/** Redirect/callback URL trust (protocol §5.8), delegated to the domain rule so client and server agree. */
import { isUrlTrustedByProject } from '../../domain/redirect';
import type { ProjectRecord } from '../state/records';
import { known } from './errors';

export function isTrustedUrl(project: ProjectRecord, url: string, options: { allowMobileOAuthScheme?: boolean } = {}): boolean {
  const whitelist = { trustedDomains: project.config.domains.map((d) => d.domain), allowLocalhost: project.config.allowLocalhost };
  return isUrlTrustedByProject(url, whitelist, options);
}

/** Throws REDIRECT_URL_NOT_WHITELISTED unless the URL is trusted. */
export function assertTrustedUrl(project: ProjectRecord, url: string, options: { allowMobileOAuthScheme?: boolean } = {}): void {
  if (!isTrustedUrl(project, url, options)) throw known('REDIRECT_URL_NOT_WHITELISTED');
}
