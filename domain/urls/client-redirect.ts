/** decideClientRedirect: which redirect targets a client follows when it does not know the project's trusted domains. */
import { decideRedirectTrust, suspiciousCharacterReason, type RedirectTrustDecision } from '../redirect/redirect-trust';

/** Hosted handler pages of a project (protocol §6.4): `https://{projectId}.built-with-stack-auth.com/handler/<slug>`. */
export const hostedHandlerOrigin = (projectId: string): string => `https://${projectId}.built-with-stack-auth.com`;

/**
 * Spec §6.5: "Only relative, same-origin or this project's hosted-handler URLs are followed". The page's own
 * origin is trusted by the rule itself; the hosted-handler origin is the one trusted entry (localhost gets no
 * special treatment). Without a page (a server with a custom navigate), a path-absolute target is passed on as
 * given: the framework resolves it against the request's origin.
 */
export function decideClientRedirect(target: string, pageUrl: string | null, projectId: string): RedirectTrustDecision {
  if (pageUrl === null && isPathAbsolute(target)) {
    const reason = suspiciousCharacterReason(target);
    return reason === null ? { trusted: true, url: target } : { trusted: false, reason };
  }
  return decideRedirectTrust(target, { pageUrl, trustedDomains: [hostedHandlerOrigin(projectId)] });
}

const isPathAbsolute = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');
