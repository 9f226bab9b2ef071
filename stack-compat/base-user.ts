/**
 * The official user fields every user object shares (client, server, current): flat, `signedUpAt` a `Date`, and the
 * guard the official SDK has against `const { user } = …` (reading `user.user` throws, saying what to write instead).
 */
import { toDate } from './dates';
import type { CurrentUser, ServerUser } from './portcullis';

export type RestrictedReason = { readonly type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

/** The official SDK's wording, kept: apps and upstream's tests match on it. */
const DESTRUCTURE_MESSAGE = 'Stack Auth: useUser() already returns the user object. Use `const user = useUser()` (or `const user = await app.getUser()`) instead of destructuring it like `const { user } = ...`.';

export class StackBaseUser {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly profileImageUrl: string | null;
  readonly signedUpAt: Date;
  readonly clientMetadata: unknown;
  readonly clientReadOnlyMetadata: unknown;
  readonly hasPassword: boolean;
  readonly otpAuthEnabled: boolean;
  readonly passkeyAuthEnabled: boolean;
  readonly isMultiFactorRequired: boolean;
  readonly isAnonymous: boolean;
  readonly isRestricted: boolean;
  readonly restrictedReason: RestrictedReason | null;
  readonly emailAuthEnabled: boolean;
  readonly oauthProviders: ReadonlyArray<{ readonly id: string }>;

  constructor(user: CurrentUser | ServerUser) {
    this.id = user.id;
    this.displayName = user.displayName;
    this.primaryEmail = user.primaryEmail;
    this.primaryEmailVerified = user.primaryEmailVerified;
    this.profileImageUrl = user.profileImageUrl;
    this.signedUpAt = toDate(user.signedUpAt);
    this.clientMetadata = user.clientMetadata;
    this.clientReadOnlyMetadata = user.clientReadOnlyMetadata;
    this.hasPassword = user.hasPassword;
    this.otpAuthEnabled = user.otpAuthEnabled;
    this.passkeyAuthEnabled = user.passkeyAuthEnabled;
    this.isMultiFactorRequired = user.isMultiFactorRequired;
    this.isAnonymous = user.isAnonymous;
    this.isRestricted = user.isRestricted;
    this.restrictedReason = user.restrictedReason === null ? null : { type: user.restrictedReason.type as RestrictedReason['type'] };
    this.emailAuthEnabled = user.emailAuthEnabled;
    this.oauthProviders = user.oauthProviders.map((provider) => ({ id: provider.id }));
  }

  /** Not a field: `const { user } = await app.getUser()` is a common mistake, and this says so. */
  get user(): never {
    throw new Error(DESTRUCTURE_MESSAGE);
  }
}
