/** The official OAuth provider account object (`user.listOAuthProviders()`): `update` resolves with a `{ status }` result. */
import type { KnownErrors } from './errors';
import type { OAuthProvider, ServerOAuthProviderUpdate } from './portcullis';
import { toStatus, type StatusResult } from './results';

type AccountIdAlreadyUsed = InstanceType<typeof KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn>;

export class StackOAuthProvider {
  readonly id: string;
  readonly type: string;
  readonly userId: string;
  readonly accountId: string;
  readonly email?: string;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
  readonly #provider: OAuthProvider<ServerOAuthProviderUpdate>;

  /** A client's provider (its update takes the client fields) or a server-made one (accountId and email too). */
  constructor(provider: OAuthProvider | OAuthProvider<ServerOAuthProviderUpdate>) {
    this.#provider = provider as OAuthProvider<ServerOAuthProviderUpdate>;
    this.id = provider.id;
    this.type = provider.type;
    this.userId = provider.userId;
    this.accountId = provider.accountId ?? '';
    if (provider.email !== null) this.email = provider.email;
    this.allowSignIn = provider.allowSignIn;
    this.allowConnectedAccounts = provider.allowConnectedAccounts;
  }

  update(data: { readonly allowSignIn?: boolean; readonly allowConnectedAccounts?: boolean; readonly accountId?: string; readonly email?: string }): Promise<StatusResult<undefined, AccountIdAlreadyUsed>> {
    // accountId and email only take with server access (a server user's provider); a client's update refuses them, typed.
    const update = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    return toStatus(this.#provider.update(update) as Promise<{ ok: true; value: unknown } | { ok: false; error: AccountIdAlreadyUsed }>, () => undefined);
  }

  delete(): Promise<void> {
    return this.#provider.delete();
  }
}
