/** refusedAs: turns the server's plain-text refusal of a config-gated operation into an OperationNotAllowedError. */
import { OperationNotAllowedError, type NotAllowedReason } from '../../domain/errors/operation-not-allowed-error';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';

/**
 * The server refuses these with a text body, not a catalogue code (protocol §2.9, §2.11), so the request layer
 * reports an UnexpectedResponseError; only that exact text is recognised — anything else still throws as it was.
 */
export async function refusedAs<T>(work: Promise<T>, reason: NotAllowedReason, serverText: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (UnexpectedResponseError.isInstance(error) && error.reason.includes(serverText)) {
      throw new OperationNotAllowedError({ reason, serverMessage: error.reason }, { cause: error });
    }
    throw error;
  }
}
