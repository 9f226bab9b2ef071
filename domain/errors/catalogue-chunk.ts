/**
 * What a browser page loads on first need of a known error (application/request/known-error-catalogue.ts imports this
 * module dynamically): rebuilding one from a response body, or creating one the SDK raises itself. Both bring the
 * catalogue table and its generated classes, which a page that never meets an error does not download.
 */
export { knownErrorFromJson } from './known-errors';
export { clientSideError } from './client-side-errors';
