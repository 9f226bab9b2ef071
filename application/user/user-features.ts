/**
 * UserFeatures: the services behind what a signed-in user does beyond sign-in and getUser (account changes, teams,
 * contact channels, email verification and password reset, the project), and the sign-ins other than with a password (OAuth,
 * passkeys, magic link, the MFA step) and sign-up. Type-only here: the classes are bound by
 * composition/modules/user-features.module.ts, which composition loads on first use, so a sign-in page does not
 * download them; objects and facades get a `Lazy<UserFeatures>` through their constructors.
 */
import type { AccountExtras } from './account-extras';
import type { AccountExtrasService } from './account-extras.service';
import type { ContactChannelService } from './contact-channel.service';
import type { OAuthService } from '../oauth/oauth.service';
import type { PasskeyService } from '../passkeys/passkey.service';
import type { SignInExtrasService } from '../sign-in/sign-in-extras.service';
import type { ProjectService } from '../project/project.service';
import type { TeamService } from '../teams/team.service';
import type { UserAccountService } from './user-account.service';
import type { UserTeamsService } from '../teams/user-teams.service';
import type { VerificationService } from '../sign-in/verification.service';
import type { SignOutIntent } from '../sign-in/sign-out-intent';
import type { checkInput, checkOptions } from '../core/input-fields';
import type { getOrLinkConnectedAccount } from './connected-account-link';

/** @internal */
export interface UserFeatures {
  readonly account: UserAccountService;
  readonly userTeams: UserTeamsService;
  readonly teams: TeamService;
  readonly channels: ContactChannelService;
  readonly verification: VerificationService;
  readonly oauth: OAuthService;
  readonly passkeys: PasskeyService;
  /** Sign-up, magic link and the MFA step. */
  readonly signIn: SignInExtrasService;
  /** The sign-out page's one-time mark (redirectToSignOut sets it; the page signs out on arrival only with it). */
  readonly signOutIntent: SignOutIntent;
  /** Sessions, the user's and their teams' API keys, OAuth providers, connected accounts, project permissions. */
  readonly extras: AccountExtrasService;
  /** AccountExtras over `extras`: the objects the account-settings methods hand back. */
  readonly accountExtras: AccountExtras;
  /** The client view of the project (app.getProject). */
  readonly project: ProjectService;
  /** The field-table checks of the inputs these features take, loaded with them (the up-front facades call them). */
  readonly checkInput: typeof checkInput;
  readonly checkOptions: typeof checkOptions;
  /** user.getOrLinkConnectedAccount's use case (over account and oauth), loaded with them. */
  readonly getOrLinkConnectedAccount: typeof getOrLinkConnectedAccount;
}
