/** The official contact channel object: flat fields, and `update` / `delete` / `sendVerificationEmail` that throw on failure. */
import type { ContactChannel, ServerContactChannel } from './portcullis';
import { orThrowVoid } from './results';

export interface ContactChannelUpdateOptions {
  readonly value?: string;
  readonly type?: 'email';
  readonly usedForAuth?: boolean;
  readonly isPrimary?: boolean;
  readonly isVerified?: boolean;
}

export class StackContactChannel {
  readonly id: string;
  readonly value: string;
  readonly type: 'email';
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  readonly usedForAuth: boolean;
  readonly #channel: ContactChannel | ServerContactChannel;

  constructor(channel: ContactChannel | ServerContactChannel) {
    this.#channel = channel;
    this.id = channel.id;
    this.value = channel.value;
    this.type = channel.type as 'email';
    this.isPrimary = channel.isPrimary;
    this.isVerified = channel.isVerified;
    this.usedForAuth = channel.usedForAuth;
  }

  sendVerificationEmail(options?: { readonly callbackUrl?: string }): Promise<void> {
    return orThrowVoid<unknown>(this.#channel.sendVerificationEmail(options));
  }

  update(data: ContactChannelUpdateOptions): Promise<void> {
    // A server channel may also set isVerified; the client schema refuses it, as the official client type does.
    return orThrowVoid((this.#channel as ServerContactChannel).update(data));
  }

  async delete(): Promise<void> {
    await this.#channel.delete();
  }
}
