/**
 * The official `user._internalSession`: what `new StackAdminApp({ projectOwnerSession })` needs from a signed-in user
 * of the `internal` project. Here it is only a way to read that user's current access token (refreshed by its own app),
 * which becomes Portcullis's `adminAccessToken` source.
 */
export class InternalSession {
  /** The owner's access token, refreshed first when near expiry; null when signed out. */
  readonly getAccessToken: () => Promise<string | null>;

  constructor(getAccessToken: () => Promise<string | null>) {
    this.getAccessToken = getAccessToken;
  }

  /** Never the token itself: logging or serializing a session must not leak it. */
  toJSON(): string {
    return '[InternalSession]';
  }
}
