/**
 * UP_FRONT: the one declared list of our own source files a browser page loads before anything runs, for the program
 * that signs in with a password and reads the user (bench/fixtures/browser-sign-in.ts). Everything of ours not listed
 * loads on first use, through a dynamic import() (composition/user-features.loader.ts, core/load-chunk.ts). The
 * bundle test (tests/bench/bundle-budget.test.ts) fails when the bundle's up-front files and this list differ, either
 * way, so a change that moves code onto the page is a change to this list, made on purpose; the size it costs is
 * bench/bundle-ceiling.json's business. Grouped by folder, application/ by capability.
 */
export const UP_FRONT: Readonly<Record<string, readonly string[]>> = {
  'adapters/clock': ['system-clock.adapter.ts'],
  'adapters/cookies': ['document-cookie.adapter.ts'],
  'adapters/digest': ['web-crypto-digest.adapter.ts'],
  'adapters/environment': ['browser-environment.adapter.ts'],
  'adapters/http': [
    'abort-bridge.ts', 'fetch-http.adapter.ts', 'ky-http.adapter.ts', 'read-response.ts', 'transport-errors.ts',
  ],
  'adapters/logger': ['console-logger.adapter.ts'],
  'adapters/navigation': ['window-navigation.adapter.ts'],
  'adapters/random': ['web-crypto-random.adapter.ts'],
  'adapters/session-storage': ['memory-session-storage.adapter.ts', 'web-session-storage.adapter.ts'],
  'adapters/token-store': [
    'cookie-token-store.adapter.ts', 'cross-tab-signals.ts', 'explicit-token-store.adapter.ts',
    'memory-token-store.adapter.ts', 'request-token-store.adapter.ts', 'request-tokens.adapter.ts',
    'session-cookie-rules.ts', 'tab-lock.ts', 'token-listeners.ts',
  ],
  'adapters/webauthn': ['browser-webauthn.adapter.ts'],
  'application/apps': ['client-app.ts', 'get-user-argument.ts'],
  'application/core': [
    'app-context.ts', 'arguments.ts', 'async.ts', 'cache/cache-entry-removed-error.ts', 'cache/cache-snapshot.ts',
    'cache/lazy-session-app-cache.ts', 'current-user-key.ts', 'entity-fields.ts', 'expect-errors.ts', 'lazy.ts',
    'load-chunk.ts', 'request/api-call.ts', 'request/api-url.ts', 'request/client-request-options.ts',
    'request/decode-response.ts', 'request/encode-body.ts', 'request/fixed-session.ts',
    'request/known-error-catalogue.ts', 'request/redact.ts', 'request/request-headers.ts',
    'request/request-layer.ts', 'session/commit-guard.ts', 'session/server-time.ts', 'session/session-events.ts',
    'session/session-manager-options.ts', 'session/session-manager.ts', 'session/session-source.ts',
    'session/session-tokens.ts', 'session/session.endpoints.ts', 'session/session.schema.ts',
    'session/single-flight.ts', 'session/token-freshness.ts', 'session/token-response.mapping.ts',
    'sign-in-result.ts', 'wire/json.schema.ts',
  ],
  'application/options': ['app-options.resolve.ts', 'client-options.ts', 'setup-message.ts', 'token-store-option.ts'],
  'application/redirects': ['redirect.service.ts'],
  'application/sign-in': ['mfa-attempts.ts', 'sign-in.errors.ts', 'sign-in.service.ts', 'sign-out.service.ts'],
  'application/teams': [
    'received-team-invitation.ts', 'sent-team-invitation.ts', 'team.mapping.ts', 'team.schema.ts', 'team.ts',
    'user-teams.ts',
  ],
  'application/user': [
    'contact-channel.ts', 'current-user.factory.ts', 'current-user.service.ts', 'current-user.ts',
    'user-contact-channels.ts', 'user.endpoints.ts', 'user.mapping.ts', 'user.schema.ts',
  ],
  'composition': [
    'apps.browser.ts', 'binding-map.ts', 'browser-cookie-store.factory.ts', 'browser.container.ts',
    'container-kit.ts', 'create-apps.ts', 'entry-browser.ts', 'prefetch-census.ts', 'token-store.factory.ts',
    'user-features.loader.ts',
  ],
  'composition/modules': ['application.module.ts', 'bindings.ts', 'client-app.module.ts'],
  'domain/errors': [
    'aborted-error.ts', 'configuration-error.ts', 'internal-assertion-error.ts', 'invalid-argument-error.ts',
    'known-error-codes.ts', 'known-error.ts', 'network-error.ts', 'operation-not-allowed-error.ts',
    'portcullis-error.ts', 'timeout-error.ts', 'unexpected-response-error.ts',
  ],
  'domain/request': [
    'access-token-refresh-codes.ts', 'http-date.ts', 'idempotent-methods.ts', 'retry-after.ts', 'retry-policy.ts',
    'scrub-url.ts',
  ],
  'domain/session': ['access-token.ts', 'token-validity.ts'],
  'domain/shared': [
    'base32.ts', 'base64url-decode.ts', 'cookie-header.ts', 'plain-object.ts', 'result.ts', 'utf8-decode.ts',
  ],
  'domain/urls': ['api-base-url.ts', 'handler-urls.ts'],
  'domain': ['version.ts'],
  'ports': ['token-store.port.ts'],
};

/** The listed files as repository paths. */
export function upFrontFiles(): string[] {
  return Object.entries(UP_FRONT).flatMap(([folder, files]) => files.map((file) => `${folder}/${file}`));
}
