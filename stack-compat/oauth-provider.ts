/** The official OAuth provider account object (`user.listOAuthProviders()`): `update` resolves with a `{ status }` result. */
import type { KnownErrors } from './errors';
import type { OAuthProvider } from './portcullis';
import { notSupported } from './errors';
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
  readonly #provider: OAuthProvider;

  constructor(provider: OAuthProvider) {
    this.#provider = provider;
    this.id = provider.id;
    this.type = provider.type;
    this.userId = provider.userId;
    this.accountId = provider.accountId ?? '';
    if (provider.email !== null) this.email = provider.email;
    this.allowSignIn = provider.allowSignIn;
    this.allowConnectedAccounts = provider.allowConnectedAccounts;
  }

  update(data: { readonly allowSignIn?: boolean; readonly allowConnectedAccounts?: boolean; readonly accountId?: string; readonly email?: string }): Promise<StatusResult<undefined, AccountIdAlreadyUsed>> {
    const { allowSignIn, allowConnectedAccounts, ...serverOnly } = data;
    if (Object.values(serverOnly).some((value) => value !== undefined)) return notSupported('ServerOAuthProvider.update({ accountId, email })');
    const update = { ...(allowSignIn === undefined ? {} : { allowSignIn }), ...(allowConnectedAccounts === undefined ? {} : { allowConnectedAccounts }) };
    return toStatus(this.#provider.update(update) as Promise<{ ok: true; value: unknown } | { ok: false; error: AccountIdAlreadyUsed }>, () => undefined);
  }

  delete(): Promise<void> {
    return this.#provider.delete();
  }
}
