/**
 * CurrentUser: the signed-in user as an object — the User entity's camelCase fields, plus methods. This is the
 * minimal version (fields + signOut); the CurrentUser work adds update, teams, contact channels… through
 * CurrentUserDeps, never through globals.
 */
import type { Team } from '../../domain/entities/team';
import type { JsonValue } from '../../domain/entities/json-value';
import type { OAuthProviderLink, RestrictedReason, User } from '../../domain/entities/user';
import type { EpochMs } from '../../domain/shared/time';
import type { SignOutOptions, SignOutService } from '../services/sign-out.service';
import type { AppContext } from '../shared/app-context';

/** What a CurrentUser's methods use; the factory builds it once per app. */
export interface CurrentUserDeps {
  readonly ctx: AppContext;
  readonly signOut: SignOutService;
}

/**
 * @example
 * const user = await app.getUser({ or: 'throw' });
 * console.log(user.displayName ?? user.primaryEmail);
 * await user.signOut();
 * @public
 */
export class CurrentUser implements User {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly profileImageUrl: string | null;
  readonly signedUpAt: EpochMs;
  readonly clientMetadata: JsonValue;
  readonly clientReadOnlyMetadata: JsonValue;
  readonly hasPassword: boolean;
  readonly emailAuthEnabled: boolean;
  readonly otpAuthEnabled: boolean;
  readonly passkeyAuthEnabled: boolean;
  readonly oauthProviders: readonly OAuthProviderLink[];
  readonly isMultiFactorRequired: boolean;
  readonly requiresTotpMfa: boolean;
  readonly selectedTeamId: string | null;
  readonly selectedTeam: Team | null;
  readonly isAnonymous: boolean;
  readonly isRestricted: boolean;
  readonly restrictedReason: RestrictedReason | null;
  readonly restrictedByAdmin: boolean;
  readonly restrictedByAdminReason: string | null;
  /** For subclasses' and extensions' methods. */
  protected readonly deps: CurrentUserDeps;

  constructor(user: User, deps: CurrentUserDeps) {
    this.id = user.id;
    this.displayName = user.displayName;
    this.primaryEmail = user.primaryEmail;
    this.primaryEmailVerified = user.primaryEmailVerified;
    this.profileImageUrl = user.profileImageUrl;
    this.signedUpAt = user.signedUpAt;
    this.clientMetadata = user.clientMetadata;
    this.clientReadOnlyMetadata = user.clientReadOnlyMetadata;
    this.hasPassword = user.hasPassword;
    this.emailAuthEnabled = user.emailAuthEnabled;
    this.otpAuthEnabled = user.otpAuthEnabled;
    this.passkeyAuthEnabled = user.passkeyAuthEnabled;
    this.oauthProviders = user.oauthProviders;
    this.isMultiFactorRequired = user.isMultiFactorRequired;
    this.requiresTotpMfa = user.requiresTotpMfa;
    this.selectedTeamId = user.selectedTeamId;
    this.selectedTeam = user.selectedTeam;
    this.isAnonymous = user.isAnonymous;
    this.isRestricted = user.isRestricted;
    this.restrictedReason = user.restrictedReason;
    this.restrictedByAdmin = user.restrictedByAdmin;
    this.restrictedByAdminReason = user.restrictedByAdminReason;
    this.deps = deps;
  }

  /** Signs out (server revoke, local clear) and redirects to urls.afterSignOut as the redirect method says. */
  signOut(options?: SignOutOptions): Promise<void> {
    return this.deps.signOut.signOut(options);
  }
}
