/**
 * The hooks: each reads one application Observable (observe(app).*) through useObservable, so it suspends on first load,
 * throws typed errors to error boundaries, shares one request between readers, and re-renders with the new session's
 * data after a sign-in, sign-out or user change here or in another tab.
 */
import { useMemo } from 'react';
import type {
  AuthJson, ClientApp, ClientProject, ContactChannel, CurrentUser, GetPartialUserOptions, SentTeamInvitation, Team, TeamMemberProfile,
  TeamPermission, TokenPartialUser,
} from '../application';
import { clientSideError, observe, partialUserOf } from '../application';
import { useClientApp } from './context';
import { useObservable } from './use-observable';

export { useClientApp } from './context';
import { usePortcullis } from './context';

/** What useUser does when nobody is signed in. */
export interface UseUserOptions {
  /**
   * 'return-null' (default) gives null; 'throw' throws USER_AUTHENTICATION_REQUIRED; 'redirect' goes to sign-in (in a
   * server render it throws USER_AUTHENTICATION_REQUIRED: the Suspense fallback is sent and the browser redirects).
   */
  readonly or?: 'return-null' | 'throw' | 'redirect';
}

// One redirect per app at a time: every component asking for a user in 'redirect' mode suspends on the same one.
const leaving = new WeakMap<ClientApp, Promise<void>>();

/**
 * Suspends until the page has somewhere else to be. getUser({or: 'redirect'}) navigates to urls.signIn with
 * after_auth_return_to, then rejects; when the document unloads, this never needs to settle. But the page may stay
 * (an SPA router, redirectMethod 'none', a refused target, a sign-out's own navigation that it yielded to): then the
 * promise settles at the next session change (a sign-in here or in another tab) or when getUser found a user after
 * all, and is forgotten, so the suspended components render again instead of waiting on it for the page's lifetime.
 */
function redirectToSignIn(app: ClientApp): Promise<void> {
  const existing = leaving.get(app);
  if (existing !== undefined) return existing;
  let resolve!: () => void;
  const pending = new Promise<void>((settle) => {
    resolve = settle;
  });
  // Only a sign-in can give these components a user; any other session change would just ask for sign-in again.
  const off = app.onSessionChange((event) => {
    if (event.type === 'signedIn') done();
  });
  function done(): void {
    off();
    if (leaving.get(app) === pending) leaving.delete(app);
    resolve();
  }
  // Rejected: the redirect went out, or yielded to a sign-out's own navigation. The components suspended on this promise
  // wait for a sign-in (or are unmounted by the navigation); a component rendered from now on asks afresh, so a page
  // the user opens after the sign-out (a router link) goes to sign-in instead of waiting on a yielded redirect for good.
  app.getUser({ or: 'redirect' }).then(done, () => {
    if (leaving.get(app) === pending) leaving.delete(app);
  });
  leaving.set(app, pending);
  return pending;
}

export function useUser(options: UseUserOptions & { readonly or: 'throw' | 'redirect' }): CurrentUser;
export function useUser(options?: UseUserOptions): CurrentUser | null;
export function useUser(options: UseUserOptions = {}): CurrentUser | null {
  const app = useClientApp();
  const user = useObservable(observe(app).user());
  if (user !== null) return user;
  if (options.or === 'throw') throw clientSideError('USER_AUTHENTICATION_REQUIRED');
  if (options.or === 'redirect') {
    // A server render has no page to move: it would wait for good. Throwing makes the nearest Suspense boundary send
    // its fallback and leave the component to the browser, which then goes to sign-in (React's way to keep a part
    // client-only); without a boundary the render fails with this typed error instead of hanging.
    if (typeof document === 'undefined') throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    throw redirectToSignIn(app);
  }
  return null;
}

/** The project's display name and client config (which sign-in methods and OAuth providers are on). */
export function useProject(): ClientProject {
  const app = useClientApp();
  return useObservable(observe(app).project());
}

/** The signed-in user's teams ([] when signed out). */
export function useTeams(): Team[] {
  const app = useClientApp();
  return useObservable(observe(app).teams());
}

/** One of the user's teams by id; null when the user is not in it. */
export function useTeam(teamId: string): Team | null {
  return useTeams().find((team) => team.id === teamId) ?? null;
}

/** A team's members (needs $read_members: the typed error goes to the error boundary otherwise). */
export function useTeamMembers(teamId: string): TeamMemberProfile[] {
  const app = useClientApp();
  return useObservable(observe(app).teamMembers(teamId));
}

/**
 * A team's outstanding SENT invitations (needs $read_members and $invite_members). Official `team.useInvitations()`.
 * Was `useTeamInvitations(teamId)`: renamed (no alias), since the official `user.useTeamInvitations()` lists the
 * invitations the user RECEIVED — that is our `useTeamInvitations()` now (account-hooks.ts).
 */
export function useTeamSentInvitations(teamId: string): SentTeamInvitation[] {
  const app = useClientApp();
  return useObservable(observe(app).teamInvitations(teamId));
}

/** The user's permissions in a team, recursive by default. */
export function usePermissions(teamId: string, options: { readonly recursive?: boolean } = {}): TeamPermission[] {
  const app = useClientApp();
  return useObservable(observe(app).teamPermissions(teamId, options));
}

/** Whether the user has `permissionId` in the team (recursively). */
export function usePermission(teamId: string, permissionId: string): boolean {
  return usePermissions(teamId).some((permission) => permission.id === permissionId);
}

/** The user's email addresses ([] when signed out). */
export function useContactChannels(): ContactChannel[] {
  const app = useClientApp();
  return useObservable(observe(app).contactChannels());
}

/**
 * The access token of the user's connected account at `providerId` (for `scope`), or null when not connected or the
 * scope was not granted: ask for it with `user.linkConnectedAccount(providerId, { providerScope })`.
 */
export function useConnectedAccountToken(providerId: string, options: { readonly scope?: string } = {}): string | null {
  const app = useClientApp();
  return useObservable(observe(app).connectedAccountToken(providerId, options));
}

/**
 * The session's tokens for calling your own API (`{ accessToken, refreshToken }`, nulls when signed out): suspends on
 * first load, re-renders after a refresh, sign-in or sign-out. Send them as `x-stack-auth: JSON.stringify(authJson)`.
 * For a call you make now, prefer `await app.tokens.getAuthJson()`: it refreshes a token about to expire first.
 */
export function useAuthJson(): AuthJson {
  const app = useClientApp();
  return useObservable(observe(app).authJson());
}

/** The session's access token (null when signed out), as useAuthJson. */
export function useAccessToken(): string | null {
  return useAuthJson().accessToken;
}

/**
 * The signed-in user as the access token's claims describe it (null when signed out; anonymous users only with
 * `or: 'anonymous-if-exists'`), re-read with each new token. Official `app.usePartialUser({ from: 'token' })`.
 */
export function usePartialUser(options: GetPartialUserOptions = { from: 'token' }): TokenPartialUser | null {
  const accessToken = useAccessToken();
  const or = options.or;
  return useMemo(() => partialUserOf(accessToken, or === undefined ? { from: 'token' } : { from: 'token', or }), [accessToken, or]);
}

/** The session's refresh token (null when signed out), as useAuthJson. Official `app.useRefreshToken()`. */
export function useRefreshToken(): string | null {
  return useAuthJson().refreshToken;
}

/** `Bearer <access token>` for your own API's Authorization header (null when signed out). Official `app.useAuthorizationHeader()`. */
export function useAuthorizationHeader(): string | null {
  const accessToken = useAccessToken();
  return accessToken === null ? null : `Bearer ${accessToken}`;
}

/**
 * Moves to `to` inside the app: the provider's `navigate` (React Router, Next.js…), else a full page load.
 * Official `app.useNavigate()`.
 */
export function useNavigate(): (to: string) => void {
  const { navigate } = usePortcullis();
  return navigate ?? ((to) => window.location.assign(to));
}
