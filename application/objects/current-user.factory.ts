/** CurrentUserFactory: builds CurrentUser objects with their dependencies, so services never `new` one by hand. */
import { inject, injectable } from 'inversify';
import type { User } from '../../domain/entities/user';
import { ContactChannelService } from '../services/contact-channel.service';
import { SignOutService } from '../services/sign-out.service';
import { TeamService } from '../services/team.service';
import { UserAccountService } from '../services/user-account.service';
import { UserTeamsService } from '../services/user-teams.service';
import { AppContext } from '../shared/app-context';
import { CurrentUser, type CurrentUserDeps } from './current-user';

@injectable()
export class CurrentUserFactory {
  readonly #deps: CurrentUserDeps;

  constructor(
    @inject(AppContext) ctx: AppContext,
    @inject(SignOutService) signOut: SignOutService,
    @inject(UserAccountService) account: UserAccountService,
    @inject(UserTeamsService) userTeams: UserTeamsService,
    @inject(TeamService) teams: TeamService,
    @inject(ContactChannelService) channels: ContactChannelService,
  ) {
    this.#deps = { ctx, signOut, account, userTeams, teams, channels };
  }

  create(user: User): CurrentUser {
    return new CurrentUser(user, this.#deps);
  }
}
