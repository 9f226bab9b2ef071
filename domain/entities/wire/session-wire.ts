/** JSON shapes of session list objects (protocol §2.7) and token responses (protocol §3.10, §2.6). */

/** Geo keys are camelCase on the wire (protocol §3.11). */
export interface SessionIpInfoWire {
  readonly ip: string;
  readonly countryCode?: string | null;
  readonly regionCode?: string | null;
  readonly cityName?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly tzIdentifier?: string | null;
}

export interface SessionWire {
  readonly id: string;
  readonly user_id: string;
  readonly created_at: number;
  readonly last_used_at: number;
  readonly is_impersonation: boolean;
  readonly is_current_session: boolean;
  readonly last_used_at_end_user_ip_info?: SessionIpInfoWire | null;
}

/** Password sign-up/sign-in, anonymous sign-up. */
export interface PasswordTokensWire {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly user_id: string;
}

/** OTP, MFA, passkey sign-in. */
export interface SignInTokensWire extends PasswordTokensWire {
  readonly is_new_user: boolean;
}

/** `POST /auth/sessions` (server). */
export interface CreatedSessionWire {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Session refresh (either endpoint): the refresh token is not rotated. */
export interface RefreshedAccessTokenWire {
  readonly access_token: string;
  /** Only from a server that rotates refresh tokens (Stack does not): the successor of the one presented. */
  readonly refresh_token?: string;
  /** "Bearer" (any case) when present; anything else is refused. */
  readonly token_type?: string;
}

/** `POST /auth/oauth/token`, authorization_code grant (camelCase duplicates are deprecated). */
export interface OAuthTokenWire {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: string;
  readonly expires_in?: number;
  readonly scope?: string;
  readonly is_new_user: boolean;
  readonly after_callback_redirect_url: string | null;
  readonly newUser?: boolean;
  readonly afterCallbackRedirectUrl?: string | null;
}

/** Any response that carries a token pair. */
export type TokenResponseWire = CreatedSessionWire & {
  readonly user_id?: string;
  readonly is_new_user?: boolean;
  readonly after_callback_redirect_url?: string | null;
};
