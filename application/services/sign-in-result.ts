/** SignedIn: what every successful sign-in or sign-up returns. */

/**
 * @example
 * const result = await app.signInWithPassword({ email, password });
 * if (result.ok) console.log(result.value.userId, result.value.isNewUser);
 * @public
 */
export interface SignedIn {
  readonly userId: string;
  /** True after a sign-up, or a magic link / MFA sign-in that created the account. */
  readonly isNewUser: boolean;
  /** Whether the app navigated to afterSignIn / afterSignUp (false with redirectMethod 'none' or `noRedirect`). */
  readonly redirected: boolean;
}

/**
 * Per-call options of every sign-in method.
 * @example
 * const result = await app.signInWithMagicLink(code, { noRedirect: true });
 * if (result.ok) console.log('signed in, still on this page');
 * @public
 */
export interface SignInCallOptions {
  /** Stay on the page after signing in, whatever the redirect method. */
  readonly noRedirect?: boolean;
}
