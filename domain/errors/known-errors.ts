/** KnownErrors: the generated classes, plus the functions that build them from a code or a wire body. */
import { catalogueRows, type KnownErrorCode } from './catalogue';
import { defineKnownErrors } from './define-known-errors';
import type { KnownError, KnownErrorBody } from './known-error';
import type { AnyKnownError, KnownErrorArgs, KnownErrorClass, KnownErrorClasses, KnownErrorOf } from './known-error-types';

const generated = defineKnownErrors(catalogueRows);

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
export const KnownErrors = generated.byName as unknown as KnownErrorClasses;

export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(catalogueRows, code);
}

/** The class of one code. */
export function knownErrorClass<C extends KnownErrorCode>(code: C): KnownErrorClass<C> {
  return generated.byCode.get(code) as unknown as KnownErrorClass<C>;
}

/** An instance of the code's class, e.g. for the emulator to answer with. */
export function createKnownError<C extends KnownErrorCode>(code: C, ...args: KnownErrorArgs<C>): KnownErrorOf<C> {
  const Class = knownErrorClass(code) as unknown as new (...a: KnownErrorArgs<C>) => KnownErrorOf<C>;
  return new Class(...args);
}

function unsupportedMessage(code: string, serverMessage: string | undefined): string {
  const said = serverMessage === undefined ? '' : ` The server said: ${serverMessage}`;
  return `This version of Portcullis is older than the server: it does not know the error code ${code}. Please update Portcullis.${said}`;
}

/**
 * Rebuilds the error of a known-error response body. Never throws: an unknown code gives
 * `KnownErrors.UnsupportedError`, and malformed details are kept as given.
 */
export function knownErrorFromJson(body: { code: string; error?: string; details?: unknown }): AnyKnownError {
  const code = String(body.code);
  const serverMessage = typeof body.error === 'string' ? body.error : undefined;
  if (!isKnownErrorCode(code)) {
    return new KnownErrors.UnsupportedError({ originalErrorCode: code }, { message: unsupportedMessage(code, serverMessage) });
  }
  const Class = generated.byCode.get(code) as unknown as new (details: unknown, options?: { message?: string }) => AnyKnownError;
  return new Class(body.details, serverMessage === undefined ? undefined : { message: serverMessage });
}

/** The wire body of any known error (the emulator sends this). */
export function knownErrorBody(error: KnownError): KnownErrorBody {
  return error.toWireJson() as KnownErrorBody;
}
