/**
 * AppObservables: `observe(app)`, the client app's data as Observables for UIs (the React adapter's hooks). Each
 * observable lives under its own cache key below the data it shows (`[...key, OBSERVED]`), so the invalidation after
 * a mutation of that data refreshes it too. One object per key, so a UI that asks twice gets the same observable.
 */
import { clientSideError } from '../../domain/errors/client-side-errors';
import type { ClientProject } from '../../domain/entities/project';
import type { TeamMemberProfile } from '../../domain/entities/team-member-profile';
import type { TeamPermission } from '../../domain/entities/permission';
import { unwrap } from '../../domain/shared/result';
import type { ContactChannel } from '../user/contact-channel';
import type { CurrentUser } from '../user/current-user';
import type { AuthJson } from '../core/session/session-tokens';
import type { SentTeamInvitation } from '../teams/sent-team-invitation';
import type { Team } from '../teams/team';
import {
  CURRENT_PROJECT_KEY, CURRENT_USER_KEY, MY_CHANNELS_KEY, MY_TEAMS_KEY, myTeamPermissionsKey, teamInvitationsKey, teamMembersKey,
} from '../core/keys';
import type { AppCache, CacheKey } from '../core/cache/app-cache';
import type { SessionListener } from '../core/session/session-events';
import { cacheObservable, type Observable } from '../core/observable';
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';

const OBSERVED = '~observed';
/** The session's tokens (app.tokens.getAuthJson): read again after every refresh (the session's cache key stays). */
const AUTH_JSON_KEY: CacheKey = ['tokens', 'me'];

/** What AppObservables reads through: the app's own public getters. */
export interface ObservableSources {
  readonly cache: AppCache;
  readonly getUser: () => Promise<CurrentUser | null>;
  readonly getProject: () => Promise<ClientProject>;
  readonly getAuthJson: () => Promise<AuthJson>;
}

/**
 * @example
 * const teams = observe(app).teams();
 * const off = teams.subscribe(() => {
 *   const snapshot = teams.getSnapshot();
 *   if (snapshot.status === 'success') console.log(snapshot.value.map((team) => team.displayName));
 * });
 * @public
 */
export class AppObservables {
  readonly #sources: ObservableSources;
  readonly #made = new Map<string, Observable<unknown>>();

  constructor(sources: ObservableSources) {
    this.#sources = sources;
  }

  /** The signed-in user, or null (anonymous and restricted users are null, as with getUser()). */
  user(): Observable<CurrentUser | null> {
    return this.#observe(CURRENT_USER_KEY, () => this.#sources.getUser());
  }

  /** The project's display name and client config (sign-in methods, OAuth providers, team creation…). */
  project(): Observable<ClientProject> {
    return this.#observe(CURRENT_PROJECT_KEY, () => this.#sources.getProject());
  }

  /** The signed-in user's teams ([] when signed out). */
  teams(): Observable<Team[]> {
    return this.#observe(MY_TEAMS_KEY, async () => (await this.#user())?.teams.list() ?? []);
  }

  /** The signed-in user's email addresses ([] when signed out). */
  contactChannels(): Observable<ContactChannel[]> {
    return this.#observe(MY_CHANNELS_KEY, async () => (await this.#user())?.contactChannels.list() ?? []);
  }

  /** The signed-in user's permissions in a team, recursive by default ([] when signed out). */
  teamPermissions(teamId: string, options: { readonly recursive?: boolean } = {}): Observable<TeamPermission[]> {
    const recursive = options.recursive ?? true;
    return this.#observe(myTeamPermissionsKey(teamId, recursive), async () =>
      (await this.#user())?.teams.listPermissions(teamId, { recursive }) ?? []);
  }

  /**
   * The access token of the user's connected account at `providerId` for `scope`; null when signed out, not connected
   * or not granted the scope (spec §8).
   */
  connectedAccountToken(providerId: string, options: { readonly scope?: string } = {}): Observable<string | null> {
    const scope = options.scope ?? '';
    return this.#observe(['connected-accounts', 'me', providerId, scope], async () =>
      (await this.#user())?.getConnectedAccountAccessToken(providerId, scope === '' ? {} : { scope }) ?? null);
  }

  /**
   * The session's tokens (`{ accessToken, refreshToken }`, nulls when signed out), refreshed first when near expiry;
   * read again after every refresh, sign-in and sign-out.
   */
  authJson(): Observable<AuthJson> {
    return this.#observe(AUTH_JSON_KEY, () => this.#sources.getAuthJson());
  }

  /** A team's members (needs $read_members; the typed error otherwise). */
  teamMembers(teamId: string): Observable<TeamMemberProfile[]> {
    return this.#observe(teamMembersKey(teamId), async () => unwrap(await (await this.#team(teamId)).listMembers()));
  }

  /** A team's outstanding invitations (needs $read_members and $invite_members). */
  teamInvitations(teamId: string): Observable<SentTeamInvitation[]> {
    return this.#observe(teamInvitationsKey(teamId), async () => unwrap(await (await this.#team(teamId)).listInvitations()));
  }

  async #user(): Promise<CurrentUser | null> {
    return this.#sources.getUser();
  }

  async #team(teamId: string): Promise<Team> {
    const user = await this.#sources.getUser();
    if (user === null) throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    const team = await user.teams.get(teamId);
    // What the server answers a non-member, without asking it.
    if (team === null) throw clientSideError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: user.id });
    return team;
  }

  #observe<T>(dataKey: CacheKey, load: () => Promise<T>): Observable<T> {
    const key = [...dataKey, OBSERVED];
    const id = JSON.stringify(key);
    const existing = this.#made.get(id);
    if (existing !== undefined) return existing as Observable<T>;
    const made = cacheObservable(this.#sources.cache, key, load);
    this.#made.set(id, made as Observable<unknown>);
    return made;
  }
}

/**
 * What `observe` needs of a client app: its cache, its public getters and session events (a ClientApp has them).
 * @example
 * const source: ObservableApp = app;
 * const project = observe(source).project();
 * @public
 */
export interface ObservableApp {
  readonly cache: AppCache;
  readonly tokens: { getAuthJson(): Promise<AuthJson> };
  getUser(): Promise<CurrentUser | null>;
  getProject(): Promise<ClientProject>;
  onSessionChange(listener: SessionListener): () => void;
}

const observed = new WeakMap<ObservableApp, AppObservables>();

/**
 * The app's data as Observables (snapshot + subscribe + ready) for UIs: `observe(app).user()`, `.project()`, `.teams()`,
 * `.authJson()`, `.contactChannels()`, `.teamPermissions(id)`, `.teamMembers(id)`, `.teamInvitations(id)`. Cached and session-scoped:
 * many observers share one request, and a sign-in or sign-out (here or in another tab) moves them to the new session.
 * One AppObservables per app. A function rather than an app member, so apps that never observe do not bundle it.
 * @example
 * const user = observe(app).user();
 * const off = user.subscribe(() => console.log(user.getSnapshot().status));
 * @public
 */
export function observe(app: ObservableApp): AppObservables {
  // A WeakMap key must be an object; anything without the app's methods would fail later, inside a React render.
  if (typeof app !== 'object' || (app as unknown) === null || typeof app.getUser !== 'function' || typeof app.getProject !== 'function') {
    throw new InvalidArgumentError('app', `must be an app from createClientApp (or its server or admin variant), got ${describeKind(app)}`);
  }
  let made = observed.get(app);
  if (made === undefined) {
    made = new AppObservables({
      cache: app.cache, getUser: () => app.getUser(), getProject: () => app.getProject(), getAuthJson: () => app.tokens.getAuthJson(),
    });
    // A refresh keeps the session (and its cache key) but changes the access token: read the tokens again.
    app.onSessionChange((event) => {
      if (event.type === 'refreshed') app.cache.invalidate(AUTH_JSON_KEY);
    });
    observed.set(app, made);
  }
  return made;
}
