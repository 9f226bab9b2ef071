// @ts-check
/**
 * CORS for the browser app that calls this API from another origin (the Vite app on its own port): only the origins
 * listed are answered with Access-Control-Allow-Origin, and the preflight allows the Authorization header.
 */

/**
 * @param {string | undefined} origin the request's Origin header
 * @param {ReadonlySet<string>} allowed
 * @returns {Record<string, string>} the CORS headers to add (none for an origin not allowed)
 */
export function corsHeaders(origin, allowed) {
  if (origin === undefined || !allowed.has(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': 'authorization, x-stack-auth, content-type',
    'access-control-max-age': '600',
  };
}
