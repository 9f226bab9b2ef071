/** ServerContactChannelObject: the methods of a ServerContactChannel (any user's channel, server variants /contact-channels/{userId}/{id}). */
import type { ContactChannel, ContactChannelUpdate } from '../../domain/entities/contact-channel';
import type { Result } from '../../domain/shared/result';
import { CHANNELS_KEY, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  SEND_CHANNEL_VERIFICATION_ERRORS, UPDATE_CONTACT_CHANNEL_ERRORS, type SendChannelVerificationError, type UpdateContactChannelError,
} from './server-user.errors';
import { expectErrors } from '../core/expect-errors';
import type { ServerObjectDeps } from './server-object-deps';
import type { ServerContactChannel } from './server-objects';
import { requiredCallbackUrl } from '../redirects/callback-urls';
import { checkInput } from '../core/input-fields';

/** Methods only: the factory assigns the entity's fields onto the instance, so the object is fields + methods. */
export class ServerContactChannelObject implements Omit<ServerContactChannel, keyof ContactChannel> {
  readonly #userId: string;
  readonly #channelId: string;
  readonly #deps: ServerObjectDeps;

  constructor(fields: ContactChannel, deps: ServerObjectDeps) {
    this.#userId = fields.userId;
    this.#channelId = fields.id;
    this.#deps = deps;
  }

  async update(fields: ContactChannelUpdate): Promise<Result<ServerContactChannel, UpdateContactChannelError>> {
    checkInput('fields', fields);
    const { endpoints, ctx, build } = this.#deps;
    // A channel can be the primary email (user.primaryEmail) and gate sign-in: the user's cached reads go stale.
    return serverMutation(endpoints.channels.update(this.#userId, this.#channelId, fields), UPDATE_CONTACT_CHANNEL_ERRORS,
      () => ctx.afterUserMutation(USERS_KEY, CHANNELS_KEY), (c) => build.channel(c));
  }

  async delete(): Promise<void> {
    await this.#deps.endpoints.channels.delete(this.#userId, this.#channelId);
    this.#deps.ctx.afterUserMutation(USERS_KEY, CHANNELS_KEY);
  }

  async sendVerificationEmail(options: { readonly callbackUrl?: string } = {}): Promise<Result<void, SendChannelVerificationError>> {
    checkInput('options', options);
    const callbackUrl = requiredCallbackUrl(this.#deps.ctx, 'emailVerification', options.callbackUrl);
    return expectErrors(this.#deps.endpoints.channels.sendVerificationCode(this.#userId, this.#channelId, callbackUrl), SEND_CHANNEL_VERIFICATION_ERRORS);
  }
}
