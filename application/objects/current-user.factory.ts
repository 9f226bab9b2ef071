/** CurrentUserFactory: builds CurrentUser objects with their dependencies, so services never `new` one by hand. */
import { inject, injectable } from 'inversify';
import type { User } from '../../domain/entities/user';
import { SignOutService } from '../services/sign-out.service';
import { AppContext } from '../shared/app-context';
import { CurrentUser, type CurrentUserDeps } from './current-user';

@injectable()
export class CurrentUserFactory {
  readonly #deps: CurrentUserDeps;

  constructor(@inject(AppContext) ctx: AppContext, @inject(SignOutService) signOut: SignOutService) {
    this.#deps = { ctx, signOut };
  }

  create(user: User): CurrentUser {
    return new CurrentUser(user, this.#deps);
  }
}
