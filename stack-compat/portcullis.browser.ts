/**
 * The browser build's door to Portcullis (scripts/build.mjs puts it in place of ./portcullis there): the public browser
 * entry (`portcullis`), which has no server or admin apps — secret and admin keys never belong in a page — so those
 * factories refuse, saying so. The browser entry of portcullis/stack exports StackClientApp only.
 */
import type { ClientOptions } from '../composition/entry-browser';

export { createClientApp, KnownError, KnownErrors } from '../composition/entry-browser';

function serverOnly(): never {
  throw new Error('StackServerApp and StackAdminApp run on a server only (they hold secret keys); in a browser use StackClientApp.');
}

export function createServerApp(_options: ClientOptions): never {
  return serverOnly();
}

export function createAdminApp(_options: ClientOptions): never {
  return serverOnly();
}
