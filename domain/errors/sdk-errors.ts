/** The client-side error families (not sent by the server), one class per file, gathered here. */
export { PortcullisError, PORTCULLIS_ERROR_BRAND, portcullisErrorKind, type PortcullisErrorKind } from './portcullis-error';
export { NetworkError, type NetworkDiagnostics } from './network-error';
export { TimeoutError, type TimeoutPhase } from './timeout-error';
export { AbortedError } from './aborted-error';
export { UnexpectedResponseError } from './unexpected-response-error';
export { InternalAssertionError, assertInternal } from './internal-assertion-error';
export { ConfigurationError } from './configuration-error';
export { OperationNotAllowedError, type NotAllowedReason } from './operation-not-allowed-error';
export { InvalidArgumentError } from './invalid-argument-error';
export { EmailTemplateNotFoundError } from './email-template-not-found-error';
export { ConfigOverrideRejectedError } from './config-override-rejected-error';
