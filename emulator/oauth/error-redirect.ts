/** Known errors of the callback delivered as a 307 to the app (§2.6), where the SDK turns them back into errors. */
import type { KnownErrorThrow } from '../http/errors';
import { redirect } from '../http/respond';
import { isTrustedUrl } from '../http/trust';
import type { ProjectRecord } from '../state/records';
import type { OuterOAuthInfo } from './flow-store';

/** redirect_uri if trusted, else error_redirect_uri if trusted, else null (the error is answered directly). */
export function errorRedirectTarget(project: ProjectRecord, info: OuterOAuthInfo): string | null {
  for (const candidate of [info.redirectUri, info.errorRedirectUri]) {
    if (candidate !== null && isTrustedUrl(project, candidate, { allowMobileOAuthScheme: true })) return candidate;
  }
  return null;
}

export function knownErrorRedirect(target: string, error: KnownErrorThrow): Response {
  const wire = error.known.toWireJson() as { code: string; error: string; details?: unknown };
  const url = new URL(target);
  url.searchParams.set('error', 'server_error');
  url.searchParams.set('error_description', wire.error);
  url.searchParams.set('errorCode', wire.code);
  url.searchParams.set('message', wire.error);
  url.searchParams.set('details', JSON.stringify(wire.details ?? {}));
  return redirect(url.toString(), 307);
}
