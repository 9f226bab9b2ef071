/** anAccessToken(): an unsigned JWT with every claim of protocol §1.8 (the client never verifies signatures). */
const b64url = (json: unknown): string => Buffer.from(JSON.stringify(json)).toString('base64url');

let counter = 0;

export interface AccessTokenSpec {
  /** Issued at, server epoch ms. */
  readonly issuedAtMs: number;
  /** Lifetime in ms (default 10 minutes, the server default). */
  readonly lifetimeMs?: number;
  readonly sub?: string;
  /** Marker embedded in the token (canary tests). */
  readonly marker?: string;
}

export function anAccessToken(spec: AccessTokenSpec): string {
  counter++;
  const iat = Math.floor(spec.issuedAtMs / 1000);
  const exp = Math.floor((spec.issuedAtMs + (spec.lifetimeMs ?? 600_000)) / 1000);
  const payload = {
    sub: spec.sub ?? '8f1c0b1e-0000-4000-8000-000000000001', iat, exp,
    iss: 'https://api.stack-auth.com/api/v1/projects/p1', aud: 'p1', project_id: 'p1', branch_id: 'main',
    refresh_token_id: `rt-id-${counter}`, role: 'authenticated', name: spec.marker ?? null, email: null, email_verified: false,
    selected_team_id: null, signed_up_at: iat, is_anonymous: false, is_restricted: false, restricted_reason: null, requires_totp_mfa: false,
  };
  return `${b64url({ alg: 'ES256', kid: 'kid123456789' })}.${b64url(payload)}.c2ln${counter}`;
}
