/** parseCookieHeader: a request's Cookie header → name/value record (values percent-decoded, first one wins). */

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Never throws: malformed pairs are skipped, undecodable values kept as sent. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    // Browsers list the most specific path first, so the first occurrence of a name is the one to keep.
    if (name !== '' && !Object.hasOwn(cookies, name)) cookies[name] = decode(value);
  }
  return cookies;
}
