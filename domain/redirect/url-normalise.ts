// Pure URL normalisation helpers shared by redirect trust, the server whitelist and production-mode rules.
import { parseUrl } from '../shared/parse-url';

/** Default ports of the schemes we treat as web origins; the WHATWG parser drops them from `port`. */
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** True for the schemes a browser can navigate to as a tuple origin. */
export function isHttpProtocol(protocol: string): boolean {
  return protocol === 'http:' || protocol === 'https:';
}

/** The port a URL really uses: the explicit one, or its scheme's default ('' when unknown). */
export function effectivePort(url: URL): string {
  return url.port !== '' ? url.port : (DEFAULT_PORTS[url.protocol] ?? '');
}

/** The default port of a protocol such as 'https:', or undefined. */
export function defaultPortOf(protocol: string): string | undefined {
  return DEFAULT_PORTS[protocol];
}

/**
 * The canonical href of an http(s) URL, or null when it does not parse or is another scheme.
 * Idempotent: feeding the result back returns it unchanged.
 */
export function normaliseHttpUrl(input: string): string | null {
  const url = parseUrl(input);
  return url !== null && isHttpProtocol(url.protocol) ? url.href : null;
}

/** `localhost`, `*.localhost` or a 127.x.y.z loopback address (protocol §5.8), as the parser spells them. */
export function isLocalhostHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** An IPv4 address in the parser's canonical dotted form, or a bracketed IPv6 literal. */
export function isIpAddressHostname(hostname: string): boolean {
  return /^\d+(\.\d+)*$/.test(hostname) || (hostname.startsWith('[') && hostname.endsWith(']'));
}

/** Leading `scheme:` of a string (lower-cased, without the colon), or null when it has none. */
export function schemeOf(input: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(input);
  return match === null ? null : match[1]!.toLowerCase();
}

/**
 * The raw authority of `scheme://authority/...` (before any parser rewriting), or null when the
 * string has no `//` right after its scheme. Backslashes are not treated as slashes here: callers
 * refuse them beforehand.
 */
export function rawAuthorityOf(input: string): string | null {
  const match = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(input);
  return match === null ? null : match[1]!;
}

/** An LDH label (RFC 5890 §2.3.1): ASCII letters, digits and inner hyphens, 1–63 characters, as the parser spells it. */
export function isLdhLabel(label: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
}
