/** Fault injection for tests: per method/path rules that delay, hang, drop or fail requests. */

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'hang' }
  | { kind: 'drop-before' }
  | { kind: 'drop-after' }
  | { kind: 'status'; status: 500 | 502 | 503 | 504 }
  | { kind: '429'; retry_after?: string | null }
  /** A 200 that is not the answer: a captive portal's HTML, JSON without access_token, a non-JWT token, the text "undefined". */
  | { kind: 'malformed-200'; body: MalformedBody }
  /** An error whose x-stack-known-error header names one code and whose body names another. */
  | { kind: 'known-error-mismatch'; status?: number; header_code?: string; body_code?: string }
  /** The real answer, then one field of its token response changed (the handler ran: its side effects stand). */
  | { kind: 'token-response'; variant: TokenResponseVariant };

export const MALFORMED_BODIES = ['html', 'no-access-token', 'non-jwt', 'undefined'] as const;
export type MalformedBody = (typeof MALFORMED_BODIES)[number];

/**
 * token_type 'mac'; no expires_in; the access token re-signed expiring in 10 years, or issued an hour ahead, or with a
 * padding claim that makes it over 4096 bytes (a huge JWT: its access cookie is more than a browser keeps, fault F2).
 */
export const TOKEN_RESPONSE_VARIANTS = ['wrong-token-type', 'no-expires-in', 'exp-in-years', 'iat-ahead', 'huge-claims'] as const;
export type TokenResponseVariant = (typeof TOKEN_RESPONSE_VARIANTS)[number];

export interface FaultRule {
  method?: string;
  /** Exact path, or a prefix when it ends with '*'. Paths not starting with /api/ are taken under /api/v1. */
  path: string;
  /** How many requests it affects; unlimited when absent. */
  times?: number;
  fault: Fault;
}

/** Thrown by the handler to mean "the connection dies": the HTTP server destroys the socket. */
export class DroppedConnection extends Error {
  constructor(readonly phase: 'before' | 'after') {
    super(`emulator fault: connection dropped ${phase} the handler ran`);
    this.name = 'DroppedConnection';
  }
}

export interface FaultTable {
  add(rule: FaultRule): void;
  clear(): void;
  list(): FaultRule[];
  /** The fault for this request, consuming one of its `times`. */
  take(method: string, pathname: string): Fault | undefined;
  /** The fault `take` would return, without consuming it (for instruments in front of the handler). */
  peek(method: string, pathname: string): Fault | undefined;
}

const normalisePath = (path: string): string => (path.startsWith('/api/') ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`);

function matches(rule: FaultRule, method: string, pathname: string): boolean {
  if (rule.method !== undefined && rule.method.toUpperCase() !== method) return false;
  const path = normalisePath(rule.path);
  if (path.endsWith('*')) return pathname.startsWith(path.slice(0, -1));
  return pathname === path || pathname === path.replace(/\/$/, '');
}

export function createFaultTable(): FaultTable {
  let rules: FaultRule[] = [];
  return {
    add(rule) {
      rules.push({ ...rule });
    },
    clear() {
      rules = [];
    },
    list: () => rules.map((r) => ({ ...r })),
    peek: (method, pathname) => rules.find((r) => matches(r, method, pathname))?.fault,
    take(method, pathname) {
      const rule = rules.find((r) => matches(r, method, pathname));
      if (rule === undefined) return undefined;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((r) => r !== rule);
      }
      return rule.fault;
    },
  };
}
