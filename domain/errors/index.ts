/** Public barrel of domain/errors: the known-error catalogue and classes, and the client-side errors. */
export { catalogueRows, type CatalogueRows, type KnownErrorCode } from './catalogue';
export { catalogue, type Catalogue, type DocumentedRow } from './catalogue-documented';
export { catalogueMessages, MESSAGE_WITH_ARGUMENT, type MessageRow } from './catalogue-messages';
export { details, row, type AnyCodeRow, type AnyRow, type DetailsShape, type DetailsSpec, type Row } from './catalogue-row';
export {
  KNOWN_ERROR_HEADER,
  KnownError,
  type KnownErrorBody,
  type KnownErrorInit,
  type KnownErrorOptions,
  type KnownErrorWireJson,
} from './known-error';
export type {
  AnyKnownError,
  KnownErrorArgs,
  KnownErrorClass,
  KnownErrorClasses,
  KnownErrorDetails,
  KnownErrorFamily,
  KnownErrorFamilyMember,
  KnownErrorLineage,
  KnownErrorOf,
  PascalCaseOfCode,
} from './known-error-types';
export { defineKnownErrors, installKnownErrorMessages, lineageOf, pascalCaseOfCode } from './define-known-errors';
export { CLIENT_SIDE_MESSAGES, clientSideError, type ClientSideErrorCode } from './client-side-errors';
export { danglingParents, parentCycles } from './catalogue-integrity';
export { KnownErrors, createKnownError, isKnownErrorCode, knownErrorBody, knownErrorClass, knownErrorFromJson } from './known-errors';
export * from './sdk-errors';
export { WEBAUTHN_ERROR_CODES, isWebAuthnErrorCode, type WebAuthnErrorCode } from './webauthn-error-codes';
export { passkeyWebAuthnError } from './passkey-webauthn-error';
