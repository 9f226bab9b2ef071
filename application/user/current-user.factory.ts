/** CurrentUserFactory: builds CurrentUser objects with their dependencies, so services never `new` one by hand. */
import type { User } from '../../domain/entities/user';
import type { UserFeatures } from './user-features';
import type { SignOutService } from '../sign-in/sign-out.service';
import type { AppContext } from '../core/app-context';
import type { Lazy } from '../core/lazy';
import { CurrentUser, type CurrentUserDeps } from './current-user';

export class CurrentUserFactory {
  readonly #deps: CurrentUserDeps;

  constructor(
    ctx: AppContext,
    signOut: SignOutService,
    // Loaded on first use of a method that needs them, so getUser does not pull account/team/channel code.
    features: Lazy<UserFeatures>,
  ) {
    this.#deps = { ctx, signOut, features };
  }

  create(user: User): CurrentUser {
    return new CurrentUser(user, this.#deps);
  }
}
