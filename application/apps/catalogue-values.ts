/**
 * The public values that bring the known-error catalogue (its table and generated classes) with them: KnownErrors,
 * clientSideError, checkPassword and observe. The barrel exports them from here, bound to constants, not with
 * `export … from`: a bundler splitting code (esbuild) counts every file a re-export reaches as loaded by the page that
 * imports the barrel, so the catalogue, shared by the features loaded on first use, would land in a chunk the page
 * loads up front. A constant that nothing reads leaves this file and its imports out: an app that uses one of these
 * values pays for the catalogue, a page that only signs in loads it with its first error.
 */
import { clientSideError as clientSideErrorValue } from '../../domain/errors/client-side-errors';
import { KnownErrors as KnownErrorsValue } from '../../domain/errors/known-errors';
import { observe as observeValue } from './app-observables';
import { checkPassword as checkPasswordValue } from '../core/code-input';

/**
 * One class per catalogue row (`KnownErrors.UserNotFound`, the family `KnownErrors.VerificationError`…): match an
 * expected failure with its static `isInstance`, which also matches the class's children.
 * @example
 * const result = await app.signInWithPassword({ email, password });
 * if (!result.ok && KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)) {
 *   console.log('attempt code:', result.error.details.attempt_code);
 * }
 * @public
 */
export const KnownErrors = KnownErrorsValue;

/**
 * The error the server would answer with, worded as the server words it, built without the message catalogue.
 * @example
 * throw clientSideError('USER_AUTHENTICATION_REQUIRED'); // worded as the service words it (CLIENT_SIDE_MESSAGES)
 * @public
 */
export const clientSideError = clientSideErrorValue;

/**
 * The password policy (domain passwordIssues) as the server's error, so callers handle one error path.
 * @example
 * const checked = checkPassword('hunter2');
 * console.log(checked.ok ? 'fine' : checked.error.code); // 'PASSWORD_TOO_SHORT'
 * @public
 */
export const checkPassword = checkPasswordValue;

/**
 * The app's data as Observables (snapshot + subscribe + ready) for UIs: `observe(app).user()`, `.project()`, `.teams()`…
 * One AppObservables per app.
 * @example
 * const user = observe(app).user();
 * const off = user.subscribe(() => console.log(user.getSnapshot().status));
 * @public
 */
export const observe = observeValue;
