/** CurrentUserService: getUser (protocol §6.9): GET /users/me through the cache, as a CurrentUser or null, with the `or` modes of spec §4. */
import type { UserEndpoints } from './user.endpoints';
import type { CurrentUser } from './current-user';
import type { CurrentUserFactory } from './current-user.factory';
import type { AppContext } from '../core/app-context';
import { CURRENT_USER_KEY } from '../core/current-user-key';
import type { RedirectService } from '../redirects/redirect.service';
import { CacheEntryRemovedError } from '../core/cache/cache-entry-removed-error';
import { loadClientSideError } from '../core/request/known-error-catalogue';

/** Session changes during one getUser before the last one's error is let through (a sign-in/sign-out storm). */
const MAX_SESSION_CHANGES = 3;

/**
 * Options of `app.getUser`. `or`: 'return-null' (default) gives null when signed out; 'throw' throws
 * USER_AUTHENTICATION_REQUIRED; 'redirect' navigates to urls.signIn (with after_auth_return_to), then throws it so no code
 * runs as if signed in; 'anonymous' returns the session's user whatever it is (anonymous and restricted ones too) and,
 * when there is none, signs the session up as a new anonymous user and returns it. `includeRestricted` also returns
 * restricted users (never anonymous ones); `includeRestricted: false` with `or: 'anonymous'` is an InvalidArgumentError.
 * @example
 * const maybeUser = await app.getUser({ includeRestricted: true }); // CurrentUser | null
 * const user = await app.getUser({ or: 'redirect' });              // CurrentUser
 * console.log(maybeUser?.isRestricted, user.primaryEmail);
 * @public
 */
export interface GetUserOptions {
  readonly or?: 'return-null' | 'throw' | 'redirect' | 'anonymous';
  /** Also return restricted users (unverified email, restricted by an administrator). Anonymous users only with `or: 'anonymous'`. */
  readonly includeRestricted?: boolean;
}


/**
 * Whether getUser returns this user: anonymous users only with `or: 'anonymous'` (which takes any user: anonymous ones
 * are restricted too), restricted ones also with `includeRestricted`. ServerApp.getUser follows the same rule.
 */
export function isVisible(user: { readonly isAnonymous: boolean; readonly isRestricted: boolean }, options: GetUserOptions): boolean {
  if (options.or === 'anonymous') return true;
  return !user.isAnonymous && (options.includeRestricted === true || !user.isRestricted);
}

export class CurrentUserService {
  readonly #ctx: AppContext;
  readonly #users: UserEndpoints;
  readonly #factory: CurrentUserFactory;
  readonly #redirects: RedirectService;

  constructor(
    ctx: AppContext,
    users: UserEndpoints,
    factory: CurrentUserFactory,
    redirects: RedirectService,
  ) {
    this.#ctx = ctx;
    this.#users = users;
    this.#factory = factory;
    this.#redirects = redirects;
  }

  async getUser(options: GetUserOptions = {}): Promise<CurrentUser | null> {
    const user = await this.#fetch();
    if (user !== null && isVisible(user, options)) return this.#factory.create(user);
    // 'anonymous' without a user: null here, ClientApp signs up with the lazily loaded sign-up code and reads again.
    if (options.or === 'anonymous') return null;
    // The error's class loads with the catalogue, which a signed-in page never needs.
    if (options.or === 'throw') throw await loadClientSideError('USER_AUTHENTICATION_REQUIRED');
    if (options.or === 'redirect') {
      await this.#redirects.redirectTo('signIn', { replace: true, returnHere: true });
      throw await loadClientSideError('USER_AUTHENTICATION_REQUIRED');
    }
    return null;
  }

  /**
   * No request when there is no session at all: the answer can only be "no user". When the session changes while the
   * user is loading (signed out, invalidated, another user signed in, here or in another tab), the answer is withheld
   * (CacheEntryRemovedError) and the current session's user is read instead: null after a sign-out, never an error.
   */
  async #fetch() {
    for (let round = 1; ; round++) {
      if (!this.#ctx.session.isSignedIn()) return null;
      try {
        return await this.#ctx.cache.read(CURRENT_USER_KEY, () => this.#users.getMe());
      } catch (error) {
        if (!(error instanceof CacheEntryRemovedError) || round >= MAX_SESSION_CHANGES) throw error;
      }
    }
  }
}
