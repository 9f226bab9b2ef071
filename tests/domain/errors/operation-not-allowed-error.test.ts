/** OperationNotAllowedError: a client-side family of its own (not a catalogue code), recognised by brand across copies. */
import { KnownErrors } from '../../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../../domain/errors/operation-not-allowed-error';
import { PORTCULLIS_ERROR_BRAND, PortcullisError, portcullisErrorKind } from '../../../domain/errors/portcullis-error';
import { UnexpectedResponseError } from '../../../domain/errors/unexpected-response-error';

describe('OperationNotAllowedError', () => {
  test('carries the reason and the server text; its message names the project flag', () => {
    const error = new OperationNotAllowedError({ reason: 'clientUserDeletionDisabled', serverMessage: 'Client user deletion is not enabled for this project' });
    expect([error.name, error.kind, error.reason, error.serverMessage]).toEqual([
      'OperationNotAllowedError', 'not-allowed', 'clientUserDeletionDisabled', 'Client user deletion is not enabled for this project',
    ]);
    expect(error.message).toMatch(/clientUserDeletionEnabled is off/);
    expect(new OperationNotAllowedError({ reason: 'noPrimaryEmail' }).serverMessage).toBeNull();
  });

  test('isInstance by brand (another copy of the library too), and it is no known error', () => {
    const error = new OperationNotAllowedError({ reason: 'clientTeamCreationDisabled' });
    const foreign = { [PORTCULLIS_ERROR_BRAND]: 'not-allowed' };
    expect([OperationNotAllowedError.isInstance(error), OperationNotAllowedError.isInstance(foreign), PortcullisError.isInstance(error)]).toEqual([true, true, true]);
    expect(portcullisErrorKind(error)).toBe('not-allowed');
    expect(OperationNotAllowedError.isInstance(new UnexpectedResponseError({ status: 400, reason: 'x' }))).toBe(false);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(false);
  });
});
