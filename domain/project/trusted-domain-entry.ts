// trustedDomainEntryIssues: hardened validation of one `config.domains[].domain` entry.
import { type Issue } from '../shared/issues';
import { isIpAddressHostname, isLdhLabel, isLocalhostHostname } from '../redirect/url-normalise';
import { parseUrl } from '../shared/parse-url';
import { severityOf, TRUSTED_DOMAIN_MESSAGES, type TrustedDomainIssueCode } from './trusted-domain-messages';

export type TrustedDomainIssue = Issue<TrustedDomainIssueCode>;

interface RawEntry {
  readonly scheme: string;
  readonly userinfo: boolean;
  readonly host: string;
  readonly port: string;
  readonly rest: string;
}

const issue = (code: TrustedDomainIssueCode, entry: string): TrustedDomainIssue => ({
  code,
  message: TRUSTED_DOMAIN_MESSAGES[code],
  severity: severityOf(code),
  path: entry,
});

/**
 * All problems of one trusted-domain entry: spec §5's four (invalid URL, localhost, IP address, not HTTPS)
 * plus whitespace, userinfo, path/query/fragment, trailing dot, malformed or single labels, over-broad
 * wildcards (errors) and IDN hosts (warning). An empty list means the entry is fine.
 */
export function trustedDomainEntryIssues(entry: string): TrustedDomainIssue[] {
  const codes: TrustedDomainIssueCode[] = [];
  const trimmed = entry.trim();
  if (trimmed !== entry) codes.push('DOMAIN_SURROUNDING_WHITESPACE');
  const raw = splitEntry(trimmed);
  const hostname = raw === null ? null : parsedHostname(raw);
  if (raw === null || hostname === null) return [...codes, 'DOMAIN_INVALID_URL' as const].map((c) => issue(c, entry));
  if (raw.scheme !== 'https') codes.push('DOMAIN_NOT_HTTPS');
  if (raw.userinfo) codes.push('DOMAIN_USERINFO');
  if (raw.rest !== '' && raw.rest !== '/') codes.push('DOMAIN_HAS_PATH');
  codes.push(...hostCodes(hostname, raw.host));
  return codes.map((c) => issue(c, entry));
}

/** `scheme://[userinfo@]host[:port][rest]` as written; null when it is not of that shape. */
function splitEntry(entry: string): RawEntry | null {
  if (/[\s\u0000-\u001f\u007f\\]/.test(entry)) return null;
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)(.*)$/.exec(entry);
  if (match === null) return null;
  const authority = match[2]!;
  const at = authority.lastIndexOf('@');
  const hostPort = authority.slice(at + 1);
  const bracketEnd = hostPort.startsWith('[') ? hostPort.indexOf(']') : -1;
  const colon = hostPort.indexOf(':', bracketEnd + 1);
  return {
    scheme: match[1]!.toLowerCase(),
    userinfo: at !== -1,
    host: colon === -1 ? hostPort : hostPort.slice(0, colon),
    port: colon === -1 ? '' : hostPort.slice(colon + 1),
    rest: match[3]!,
  };
}

/** The host as the WHATWG parser reads it, `*` runs standing for a label character; null when invalid. */
function parsedHostname(raw: RawEntry): string | null {
  if (raw.host === '' || !/^\d{0,5}$/.test(raw.port) || Number(raw.port) > 65535) return null;
  const port = raw.port === '' ? '' : `:${raw.port}`;
  const url = parseUrl(`https://${raw.host.replace(/\*+/g, 'a')}${port}`);
  return url === null || url.hostname === '' ? null : url.hostname;
}

function hostCodes(hostname: string, rawHost: string): TrustedDomainIssueCode[] {
  const bare = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  const codes: TrustedDomainIssueCode[] = [];
  if (isLocalhostHostname(bare) || isLoopbackOrUnspecifiedIp(bare)) codes.push('DOMAIN_LOCALHOST');
  if (isIpAddressHostname(bare)) return [...codes, 'DOMAIN_IP_ADDRESS'];
  if (bare !== hostname) codes.push('DOMAIN_TRAILING_DOT');
  const labels = bare.split('.');
  if (labels.some((label) => !isLdhLabel(label)) || hasMalformedWildcard(rawHost)) codes.push('DOMAIN_MALFORMED_LABEL');
  if (labels.length === 1 && !codes.includes('DOMAIN_LOCALHOST')) codes.push('DOMAIN_SINGLE_LABEL');
  if (isWildcardTooBroad(rawHost)) codes.push('DOMAIN_WILDCARD_TOO_BROAD');
  if (labels.some((label) => label.startsWith('xn--'))) codes.push('DOMAIN_IDN');
  return codes;
}

/**
 * The redirect rule's wildcards: `*` is one label (also inside one, as in `api-*`), `**` one or more whole labels.
 * A run of three or more stars, or a `**` sharing its label with other characters, stands for neither.
 */
function hasMalformedWildcard(rawHost: string): boolean {
  return /\*{3,}/.test(rawHost) || hostLabels(rawHost).some((label) => label.includes('**') && label !== '**');
}

/** The labels of a host as written, ideographic and full-width dots read as dots (as IDNA does), a trailing dot dropped. */
function hostLabels(rawHost: string): string[] {
  return rawHost.replace(/[\u3002\uff0e\uff61]/g, '.').replace(/\.$/, '').split('.');
}

/**
 * Loopback and unspecified addresses not covered by isLocalhostHostname, as the parser spells them: `0.0.0.0`, `[::]`,
 * `[::1]`, and IPv4-mapped loopback (`[::ffff:127.0.0.1]` parses to `[::ffff:7f00:1]`).
 */
function isLoopbackOrUnspecifiedIp(hostname: string): boolean {
  return hostname === '0.0.0.0' || hostname === '[::]' || hostname === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname);
}

/**
 * A wildcard may only vary labels left of a fixed registrable part: the last two labels must be literal,
 * so `*`, `**`, `*.com` and `example.*` are refused. (Without a public-suffix list `*.co.uk` passes.)
 */
function isWildcardTooBroad(rawHost: string): boolean {
  if (!rawHost.includes('*')) return false;
  const labels = hostLabels(rawHost);
  return labels.length < 3 || labels.slice(-2).some((label) => label.includes('*'));
}
