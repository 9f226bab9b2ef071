/**
 * The emulator's own pages and dev controls (`/emulator/*`: outbox with reset links and sign-in codes, reset, virtual
 * time, faults, the mock OAuth provider) are for the developer at this machine, not for the web pages they visit:
 * - no CORS headers, so another origin's script cannot read them (finalize.ts leaves them out);
 * - the Host must be a loopback name, so a DNS-rebinding page (evil.example resolving to 127.0.0.1) is refused;
 * - a write sent by a browser from another origin (Origin or Sec-Fetch-Site say so) is refused, which covers the
 *   bodiless "simple" cross-site POST that needs no preflight.
 * Requests without these headers (Node's fetch in tests, curl, the in-process handler) are not browsers' and pass.
 */
import { text } from '../http/respond';

export const isDevPath = (pathname: string): boolean => pathname === '/emulator' || pathname.startsWith('/emulator/');

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `localhost`, `*.localhost`, 127.0.0.1 and [::1], any port. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A refusal for a dev-path request that is not the developer's own, or undefined to go on. */
export function refuseForeignDevRequest(request: Request): Response | undefined {
  const host = request.headers.get('host');
  if (host !== null && !isLoopbackHost(host)) {
    return text(`The emulator's dev controls answer only on a loopback host name (localhost, 127.0.0.1, [::1]); this request named ${JSON.stringify(host.slice(0, 100))}.`, 403);
  }
  if (SAFE_METHODS.has(request.method)) return undefined;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return crossSite();
  const origin = request.headers.get('origin');
  if (origin !== null && (host === null || !sameHost(origin, host))) return crossSite();
  return undefined;
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, file:) or garbage
  }
}

const crossSite = (): Response => text("The emulator's dev controls refuse changes sent by a page of another origin.", 403);
