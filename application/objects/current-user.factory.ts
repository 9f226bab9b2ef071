/** CurrentUserFactory: builds CurrentUser objects with their dependencies, so services never `new` one by hand. */
import { inject, injectable } from 'inversify';
import type { User } from '../../domain/entities/user';
import { USER_FEATURES_ID, type UserFeatures } from '../services/user-features';
import { SignOutService } from '../services/sign-out.service';
import { AppContext } from '../shared/app-context';
import type { Lazy } from '../shared/lazy';
import { CurrentUser, type CurrentUserDeps } from './current-user';

@injectable()
export class CurrentUserFactory {
  readonly #deps: CurrentUserDeps;

  constructor(
    @inject(AppContext) ctx: AppContext,
    @inject(SignOutService) signOut: SignOutService,
    // Loaded on first use of a method that needs them, so getUser does not pull account/team/channel code.
    @inject(USER_FEATURES_ID) features: Lazy<UserFeatures>,
  ) {
    this.#deps = { ctx, signOut, features };
  }

  create(user: User): CurrentUser {
    return new CurrentUser(user, this.#deps);
  }
}
