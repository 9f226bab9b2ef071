/**
 * Normalising what differs between two servers by nature (ids, tokens, keys, codes, times, origins) so the rest can
 * be compared as it is. Each target has its own Labeller: a value that matters as an identity (an id, a token, a key,
 * a code) is replaced by a label naming where it was FIRST seen (`<id 3:body.user_id>`), so the same value gets the
 * same label on that target and a relation (`user_id` of one reply == `id` of another) survives: both targets must
 * show the same labels at the same places. Times carry no relation: `<epoch-ms>`, `<iso-date>`, `<epoch-s>`.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const JWT = /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/g;
const PROJECT_KEY = /\b(?:pck|ssk|sak)_[a-z0-9]{16,}\b/gi;
/** User and team API keys: `sk_`/`pk_`, 45 random characters, the key id, `user|team`, a flag, the marker, a crc32. */
const USER_TEAM_KEY = /\b(?:sk|pk)_[a-z0-9]{45}[0-9a-f]{32}(?:user|team)[0-9a-z]574ck4u7h[0-9a-f]{8}\b/g;
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;
const ISO_DATE_INSIDE = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)/g;
/** A field whose string value is a secret of its own kind even when it matches no pattern (refresh tokens, codes). */
const SECRET_FIELD = /(?:^|_)(?:token|code|secret|key|nonce|challenge|state|verifier|otp|handle|kid|password_hash|totp_secret_base64)$/i;
/** Error codes and enum-ish words are kept even in a secret-named field (`{"code": "SCHEMA_ERROR"}`). */
const KEEP_VALUE = /^(?:[A-Z][A-Z0-9_]*|[a-z]+(?:[-_][a-z]+)*)$/;

export type LabelClass = 'id' | 'jwt' | 'key' | 'secret';

export class Labeller {
  private readonly labels = new Map<string, string>();
  /** Fixed replacements for this target's own origins (its URL, its mock OAuth provider, …). */
  private readonly aliases: Array<[string, string]> = [];

  /** Every occurrence of `value` in any string becomes `placeholder` (longest aliases are applied first). */
  alias(value: string, placeholder: string): void {
    if (value === '') return;
    this.aliases.push([value, placeholder]);
    this.aliases.sort((a, b) => b[0].length - a[0].length);
  }

  /** The label of `value`, created at `where` on first sight. */
  label(value: string, cls: LabelClass, where: string): string {
    let label = this.labels.get(value);
    if (label === undefined) {
      label = `<${cls} ${where}>`;
      this.labels.set(value, label);
    }
    return label;
  }

  /** Replaces known secrets (values labelled before, ≥ 8 characters) and aliases inside a longer string. */
  replaceKnown(text: string): string {
    let out = text;
    for (const [value, placeholder] of this.aliases) out = out.split(value).join(placeholder);
    for (const [value, label] of this.labels) if (value.length >= 8 && out.includes(value)) out = out.split(value).join(label);
    return out;
  }

  /** A string anywhere (message, URL, cookie name): ids, JWTs and keys inside it get labels; known secrets too. */
  text(value: string, where: string): string {
    const whole = this.labels.get(value);
    if (whole !== undefined) return whole;
    let out = this.replaceKnown(value);
    out = out.replace(JWT, (m) => this.label(m, 'jwt', where));
    out = out.replace(PROJECT_KEY, (m) => this.label(m, 'key', where));
    out = out.replace(USER_TEAM_KEY, (m) => this.label(m, 'key', where));
    out = out.replace(UUID, (m) => this.label(m, 'id', where));
    out = out.replace(ISO_DATE_INSIDE, '<iso-date>');
    out = out.replace(/\b1\d{12}\b/g, '<epoch-ms>');
    return this.url(out, where);
  }

  /** In an absolute URL, secret-named query parameters (`code`, `state`, …) get labels. */
  private url(value: string, where: string): string {
    if (!/^(?:[a-z][a-z0-9+.-]*:\/\/|<origin>|<mock-oauth>)/i.test(value) || !value.includes('?')) return value;
    const [head, ...rest] = value.split('?');
    const [query, ...hash] = rest.join('?').split('#');
    const params = (query ?? '').split('&').map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      const raw = pair.slice(eq + 1);
      let decoded: string;
      try { decoded = decodeURIComponent(raw.replace(/\+/g, ' ')); } catch { return pair; }
      if (SECRET_FIELD.test(name) && !decoded.startsWith('<') && decoded.length >= 6) return `${name}=${this.label(decoded, 'secret', where)}`;
      return pair;
    });
    return [head, [params.join('&'), ...hash].join('#')].join('?');
  }

  /** One JSON value at `where` (`3:body.items[0].id`): strings and numbers normalised, containers walked. */
  json(value: unknown, where: string, field = ''): unknown {
    if (typeof value === 'string') return this.scalarString(value, where, field);
    if (typeof value === 'number') return timeOrNumber(value, field);
    if (Array.isArray(value)) return value.map((item, i) => this.json(item, `${where}[${i}]`, field));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.json(v, `${where}.${k}`, k)]));
    }
    return value;
  }

  private scalarString(value: string, where: string, field: string): string {
    if (ISO_DATE.test(value)) return '<iso-date>';
    if (this.labels.has(value)) return this.labels.get(value)!;
    // The last four characters of a random key are random too.
    if (field === 'last_four') return '<last-four>';
    // A WebAuthn user handle is the user id, base64url-encoded.
    const decoded = /^[A-Za-z0-9_-]{48}$/.test(value) ? Buffer.from(value, 'base64url').toString('utf8') : '';
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(decoded)) return `<base64url ${this.label(decoded, 'id', where)}>`;
    // A JWK's key material (x, y) is as random as a token; so is a key id, even one that happens to look like a
    // code (all capitals: 'BRAA49_LKTWW' was once kept as a value and failed a run).
    if (field === 'x' || field === 'y' || field === 'kid') return this.label(value, 'key', where);
    if (SECRET_FIELD.test(field) && !KEEP_VALUE.test(value) && !/\s/.test(value) && value.length >= 6 && !value.includes('://')) {
      return this.label(value, isJwt(value) ? 'jwt' : 'secret', where);
    }
    return this.text(value, where);
  }
}

/** Epoch milliseconds (2001–2286) and epoch seconds in a time-named field become placeholders; other numbers stay. */
function timeOrNumber(value: number, field: string): number | string {
  // A remaining lifetime in seconds is read off a clock after the token was made: the service answered 3599 in one
  // CI run and 3600 in others (a millisecond elapsed, then it floors). Compared to the minute, as a duration.
  if (field === 'expires_in' && Number.isInteger(value) && value >= 60) return `<about ${Math.round(value / 60)} min>`;
  if (Number.isInteger(value) && value >= 1e12 && value < 1e13) return '<epoch-ms>';
  if (Number.isInteger(value) && value >= 1e9 && value < 1e10 && /^(?:iat|exp|nbf|auth_time)$|_at$|_seconds$/.test(field)) return '<epoch-s>';
  return value;
}

/** A JWT's header and payload (no signature check): what the token says, for comparing claims. */
export function decodeJwt(token: string): { header: unknown; payload: unknown } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return { header: decode(parts[0]!), payload: decode(parts[1]!) };
  } catch {
    return null;
  }
}

export const isJwt = (value: unknown): value is string => typeof value === 'string' && /^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*$/.test(value);
