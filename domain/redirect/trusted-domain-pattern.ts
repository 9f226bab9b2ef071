// The one trusted-domain matcher (protocol §5.8), shared by client redirect trust and the server whitelist.
import { parseUrl } from '../shared/parse-url';
import { defaultPortOf, effectivePort, isHttpProtocol } from './url-normalise';

/** A compiled `config.domains[].domain` entry. */
export type TrustedDomainPattern =
  | { readonly kind: 'exact'; readonly protocol: string; readonly hostname: string; readonly port: string }
  | { readonly kind: 'wildcard'; readonly protocol: string; readonly host: RegExp; readonly withPort: boolean };

/** The pieces of `scheme://[userinfo@]host[:port][rest]`, before any parser rewriting. */
interface EntryParts {
  readonly scheme: string;
  readonly host: string;
  readonly port: string;
}

// Stands in for a `*` run while the WHATWG parser lower-cases and IDNA-encodes the host.
const PLACEHOLDER = 'wildcard-placeholder-';
const PLACEHOLDER_PATTERN = /wildcard-placeholder-(\d+)-x/;

/** Splits an entry the way the parser would see it (surrounding C0/space stripped); null when malformed. */
export function splitTrustedDomainEntry(entry: string): EntryParts | null {
  const stripped = entry.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)/.exec(stripped);
  if (match === null) return null;
  const authority = match[2]!.slice(match[2]!.lastIndexOf('@') + 1);
  const bracketEnd = authority.startsWith('[') ? authority.indexOf(']') : -1;
  const colon = authority.indexOf(':', bracketEnd + 1);
  const host = colon === -1 ? authority : authority.slice(0, colon);
  const port = colon === -1 ? '' : authority.slice(colon + 1);
  return { scheme: match[1]!.toLowerCase(), host, port };
}

/** Compiles an entry; null when it can never match anything (not http(s), unparsable host or port). */
export function compileTrustedDomainPattern(entry: string): TrustedDomainPattern | null {
  const parts = splitTrustedDomainEntry(entry);
  if (parts === null || !/^\d*$/.test(parts.port)) return null;
  const protocol = `${parts.scheme}:`;
  if (!isHttpProtocol(protocol)) return null;
  return parts.host.includes('*') ? compileWildcard(parts, protocol) : compileExact(parts, protocol);
}

function withPortSuffix(host: string, port: string): string {
  return port === '' ? host : `${host}:${port}`;
}

function compileExact(parts: EntryParts, protocol: string): TrustedDomainPattern | null {
  const url = parseUrl(`${protocol}//${withPortSuffix(parts.host, parts.port)}`);
  if (url === null || url.hostname === '') return null;
  return { kind: 'exact', protocol, hostname: url.hostname, port: effectivePort(url) };
}

function compileWildcard(parts: EntryParts, protocol: string): TrustedDomainPattern | null {
  if (parts.host.toLowerCase().includes(PLACEHOLDER)) return null;
  const runs: number[] = [];
  const marked = parts.host.replace(/\*+/g, (run) => `${PLACEHOLDER}${runs.push(run.length) - 1}-x`);
  const url = parseUrl(`${protocol}//${withPortSuffix(marked, parts.port)}`);
  if (url === null) return null;
  const source = hostRegexSource(url.hostname, runs);
  if (source === null) return null;
  const withPort = parts.port !== '';
  const portSuffix = withPort ? `:${url.port === '' ? (defaultPortOf(protocol) ?? '') : url.port}` : '';
  return { kind: 'wildcard', protocol, host: new RegExp(`^${source}${escapeRegExp(portSuffix)}$`), withPort };
}

/**
 * Turns the parsed host back into a regex: `*` = a non-empty run without dots, `**` = any non-empty run.
 * Null when the parser rewrote a placeholder (e.g. a wildcard inside an IDN label) or lost its order.
 */
function hostRegexSource(hostname: string, runs: readonly number[]): string | null {
  const pieces = hostname.split(PLACEHOLDER_PATTERN);
  if (pieces.length !== runs.length * 2 + 1) return null;
  let source = '';
  for (let i = 0; i < pieces.length; i += 1) {
    if (i % 2 === 0) source += escapeRegExp(pieces[i]!);
    else if (Number(pieces[i]) !== (i - 1) / 2) return null;
    else source += runs[(i - 1) / 2]! >= 2 ? '.+' : '[^.]+';
  }
  return source;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a parsed URL matches one compiled pattern; the path, query and fragment are ignored. */
export function urlMatchesPattern(url: URL, pattern: TrustedDomainPattern): boolean {
  if (url.protocol !== pattern.protocol) return false;
  if (pattern.kind === 'exact') return url.hostname === pattern.hostname && effectivePort(url) === pattern.port;
  if (pattern.withPort) return pattern.host.test(`${url.hostname}:${effectivePort(url)}`);
  return url.port === '' && pattern.host.test(url.hostname);
}

/** Whether a parsed URL matches any of the trusted-domain entries. */
export function urlMatchesTrustedDomain(url: URL, entries: readonly string[]): boolean {
  return entries.some((entry) => {
    const pattern = compileTrustedDomainPattern(entry);
    return pattern !== null && urlMatchesPattern(url, pattern);
  });
}
