/** decideClientRedirect: which redirect targets a client follows when it does not know the project's trusted domains. */
import { decideRedirectTrust, suspiciousCharacterReason, type RedirectTrustDecision } from '../redirect/redirect-trust';
import { parseUrl } from '../shared/parse-url';

/** Hosted handler pages of a project (protocol §6.4): `https://{projectId}.built-with-stack-auth.com/handler/<slug>`. */
export const hostedHandlerOrigin = (projectId: string): string => `https://${projectId}.built-with-stack-auth.com`;

/**
 * Spec §6.5: "Only relative, same-origin or this project's hosted-handler URLs are followed". The page's own
 * origin is trusted by the rule itself; the hosted-handler origin is the one trusted entry (localhost gets no
 * special treatment). Without a page (a server with a custom navigate), a path-absolute target is passed on as a
 * normalised path (rule 5: never the raw input) for the framework to resolve against the request's origin; a path
 * that normalises to `//…` (`/..//evil.com`) would leave the origin and is refused.
 */
export function decideClientRedirect(target: string, pageUrl: string | null, projectId: string): RedirectTrustDecision {
  if (pageUrl === null && isPathAbsolute(target)) {
    const reason = suspiciousCharacterReason(target);
    if (reason !== null) return { trusted: false, reason };
    const resolved = parseUrl(target, PLACEHOLDER_ORIGIN);
    if (resolved === null || resolved.origin !== PLACEHOLDER_ORIGIN) return { trusted: false, reason: 'INVALID_URL' };
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return path.startsWith('//') ? { trusted: false, reason: 'PROTOCOL_RELATIVE' } : { trusted: true, url: path };
  }
  return decideRedirectTrust(target, { pageUrl, trustedDomains: [hostedHandlerOrigin(projectId)] });
}

/** Only to normalise a path (dot segments, percent-encoding); never part of a result. */
const PLACEHOLDER_ORIGIN = 'https://path.invalid';

const isPathAbsolute = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');
