/**
 * The account-settings hooks of the signed-in user (the provider's client app): invitations they received, their
 * profile in a team, sessions, API keys (theirs and a team's), OAuth providers, connected accounts, project
 * permissions. Each reads through the app's cache under the key the library invalidates after a change of that data
 * (useCached), so it suspends on first load and re-renders after a mutation, a sign-in or a sign-out.
 */
import type {
  ConnectedAccount, OAuthProvider, OwnedApiKey, ProjectPermission, ReceivedTeamInvitation, SessionInfo, TeamMemberProfile,
} from '../application';
import { accountSettings, clientSideError, observe } from '../application';
import { useClientApp } from './context';
import { useCached } from './use-cached';
import { useObservable } from './use-observable';

function useSignedInRead<T>(dataKey: readonly (string | number | boolean | null)[], signedOut: T, load: (user: NonNullable<Awaited<ReturnType<ReturnType<typeof useClientApp>['getUser']>>>) => Promise<T>): T {
  const app = useClientApp();
  return useCached(app.cache, dataKey, async () => {
    const user = await app.getUser();
    return user === null ? signedOut : load(user);
  });
}

const unwrapped = <T>(result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown }): T => {
  if (!result.ok) throw result.error;
  return result.value;
};

/** The invitations the signed-in user RECEIVED (sent to one of their verified emails); [] when signed out. Official `user.useTeamInvitations()`. */
export function useTeamInvitations(): ReceivedTeamInvitation[] {
  return useSignedInRead(['team-invitations', 'me'], [], (user) => user.teams.listInvitations());
}

/** The signed-in user's profile in a team (TEAM_MEMBERSHIP_NOT_FOUND to the error boundary when not a member). Official `user.useTeamProfile(team)`. */
export function useTeamProfile(teamId: string): TeamMemberProfile {
  const app = useClientApp();
  return useCached(app.cache, ['team', teamId, 'profile', 'me'], async () => {
    const user = await app.getUser({ or: 'throw' });
    const team = await user.teams.get(teamId);
    if (team === null) throw clientSideError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: user.id });
    return unwrapped(await team.getMyProfile());
  });
}

/** The signed-in user's sessions, newest first ([] when signed out). Official `user.useActiveSessions()` (getActiveSessions). */
export function useActiveSessions(): SessionInfo[] {
  return useSignedInRead(['sessions', 'me'], [], async (user) => (await accountSettings(user)).getActiveSessions());
}

/** The signed-in user's API keys ([] when signed out). Official `user.useApiKeys()`. */
export function useApiKeys(): OwnedApiKey[] {
  return useSignedInRead(['user-api-keys', 'me'], [], async (user) => (await accountSettings(user)).listApiKeys());
}

/** A team's API keys (needs $manage_api_keys: API_KEY_NOT_FOUND to the error boundary otherwise). Official `team.useApiKeys()`. */
export function useTeamApiKeys(teamId: string): OwnedApiKey[] {
  return useSignedInRead(['team', teamId, 'api-keys'], [], async (user) => unwrapped(await (await accountSettings(user)).listTeamApiKeys(teamId)));
}

/** The signed-in user's OAuth provider accounts ([] when signed out). Official `user.useOAuthProviders()`. */
export function useOAuthProviders(): OAuthProvider[] {
  return useSignedInRead(['oauth-providers', 'me'], [], async (user) => (await accountSettings(user)).listOAuthProviders());
}

/** One of useOAuthProviders() by id; null when there is none. Official `user.useOAuthProvider(id)`. */
export function useOAuthProvider(id: string): OAuthProvider | null {
  return useOAuthProviders().find((provider) => provider.id === id) ?? null;
}

/** The signed-in user's connected accounts ([] when signed out). Official `user.useConnectedAccounts()`. */
export function useConnectedAccounts(): ConnectedAccount[] {
  return useSignedInRead(['connected-accounts', 'me', '~list'], [], async (user) => (await accountSettings(user)).listConnectedAccounts());
}

/** The signed-in user's project permissions, recursive by default ([] when signed out). Official `user.usePermissions()` without a team. */
export function useProjectPermissions(options: { readonly recursive?: boolean } = {}): ProjectPermission[] {
  const recursive = options.recursive ?? true;
  return useSignedInRead(['project-permissions', 'me', recursive], [], async (user) => (await accountSettings(user)).listPermissions({ recursive }));
}

// One link per app and provider at a time: every component asking suspends on the same navigation.
const linking = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * The access token of the user's connected account at `providerId` with all of `scopes`; when there is none (not
 * connected, or the scopes not granted), starts `user.linkConnectedAccount` (the provider's consent page and back) and
 * suspends while the page leaves. A link that cannot start (OAuthLinkError) goes to the error boundary; signed out,
 * USER_AUTHENTICATION_REQUIRED does. Official `user.useOrLinkConnectedAccount(provider, { scopes })` (ours gives the token).
 */
export function useOrLinkConnectedAccount(providerId: string, options: { readonly scopes?: readonly string[] } = {}): string {
  const app = useClientApp();
  const scope = options.scopes?.join(' ');
  const token = useObservable(observe(app).connectedAccountToken(providerId, scope === undefined ? {} : { scope }));
  if (token !== null) return token;
  let byProvider = linking.get(app);
  if (byProvider === undefined) linking.set(app, byProvider = new Map());
  const id = `${providerId} ${scope ?? ''}`;
  let pending = byProvider.get(id);
  if (pending === undefined) {
    pending = (async () => {
      const user = await app.getUser({ or: 'throw' });
      const linked = await user.linkConnectedAccount(providerId, scope === undefined ? {} : { providerScope: scope });
      if (!linked.ok) throw linked.error;
      // The page is leaving for the provider: stay suspended until it does.
      await new Promise<never>(() => undefined);
    })().finally(() => byProvider.delete(id));
    byProvider.set(id, pending);
  }
  throw pending;
}
