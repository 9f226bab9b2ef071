/** EmulatorOptions.sharedOAuthProvider: an outside OIDC test server for the shared providers (oauth/external-provider.ts). */
/** Where the OIDC test server answers; the provider id (`github`, `google`, …) is its client id. */
export interface SharedOAuthProviderEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Client secret of every provider id's client, sent with HTTP Basic at the token endpoint. */
  clientSecret: string;
  /**
   * The userinfo claim holding the account's email (default `email`). Upstream's mock server, asked only for
   * `openid offline_access` as the service asks it, returns just `sub`, which is the email typed on its login form.
   */
  emailClaim?: 'email' | 'sub';
}
