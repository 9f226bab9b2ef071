/** Sessions: the client's token pair, the server's session list objects, and sign-in token responses. */
import type { EpochMs } from '../shared/time';

/** The client's session: tokens are null once the session is known invalid. */
export interface Session {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly knownToBeInvalid: boolean;
}

/**
 * Best-effort geo info of the last request (camelCase keys on the wire too).
 * @example
 * const [session] = await (await accountSettings(user)).getActiveSessions();
 * const where: SessionIpInfo | null = session?.lastUsedAtEndUserIpInfo ?? null;
 * console.log(where?.cityName ?? where?.ip);
 * @public
 */
export interface SessionIpInfo {
  readonly ip: string;
  readonly countryCode: string | null;
  readonly regionCode: string | null;
  readonly cityName: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly tzIdentifier: string | null;
}

/**
 * One entry of `GET /auth/sessions?user_id=` (the official SDK's ActiveSession; epoch ms for the dates).
 * @example
 * const sessions: SessionInfo[] = await (await accountSettings(user)).getActiveSessions();
 * for (const session of sessions) console.log(session.isCurrentSession ? 'this browser' : new Date(session.lastUsedAt));
 * @public
 */
export interface SessionInfo {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: EpochMs;
  readonly lastUsedAt: EpochMs;
  readonly isImpersonation: boolean;
  readonly isCurrentSession: boolean;
  readonly lastUsedAtEndUserIpInfo: SessionIpInfo | null;
}

/** Tokens from any sign-in path; fields a given endpoint does not send are null. */
export interface TokenResponse {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly isNewUser: boolean | null;
  readonly afterCallbackRedirectUrl: string | null;
  readonly userId: string | null;
}
