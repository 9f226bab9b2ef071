/**
 * ContactChannelService: the signed-in user's contact channels (protocol §2.10, `me`): list, add, update, delete,
 * send a verification email. A channel change may change the primary email, a claim: user mutations.
 */
import type { ContactChannel } from '../../domain/entities/contact-channel';
import type { Result } from '../../domain/shared/result';
import type { ContactChannelEndpoints, ClientContactChannelCreate, ClientContactChannelUpdate } from './contact-channel.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { CURRENT_USER_KEY, MY_CHANNELS_KEY } from '../core/keys';
import {
  CHANNEL_VERIFICATION_ERRORS, CONTACT_CHANNEL_WRITE_ERRORS, type ChannelVerificationError, type ContactChannelWriteError,
} from './current-user.errors';
import { requiredCallbackUrl } from '../redirects/callback-urls';
import { checkInput } from '../core/input-fields';

export class ContactChannelService {
  readonly #ctx: AppContext;
  readonly #channels: ContactChannelEndpoints;

  constructor(
    ctx: AppContext,
    channels: ContactChannelEndpoints,
  ) {
    this.#ctx = ctx;
    this.#channels = channels;
  }

  list(): Promise<ContactChannel[]> {
    return this.#ctx.cache.read(MY_CHANNELS_KEY, () => this.#channels.listMine());
  }

  async add(input: ClientContactChannelCreate): Promise<Result<ContactChannel, ContactChannelWriteError>> {
    const result = await expectErrors(this.#channels.create(input), CONTACT_CHANNEL_WRITE_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(MY_CHANNELS_KEY, CURRENT_USER_KEY);
    return result;
  }

  async update(channelId: string, update: ClientContactChannelUpdate): Promise<Result<ContactChannel, ContactChannelWriteError>> {
    checkInput('update', update);
    const result = await expectErrors(this.#channels.update(channelId, update), CONTACT_CHANNEL_WRITE_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(MY_CHANNELS_KEY, CURRENT_USER_KEY);
    return result;
  }

  /** No expected failure: a channel already gone answers a 400 text, which throws. */
  async delete(channelId: string): Promise<void> {
    await this.#channels.delete(channelId);
    this.#ctx.afterUserMutation(MY_CHANNELS_KEY, CURRENT_USER_KEY);
  }

  /** Emails a verification link to `callbackUrl`, by default urls.emailVerification made absolute. */
  sendVerificationEmail(channelId: string, callbackUrl?: string): Promise<Result<void, ChannelVerificationError>> {
    const url = requiredCallbackUrl(this.#ctx, 'emailVerification', callbackUrl);
    return expectErrors(this.#channels.sendVerificationCode(channelId, url), CHANNEL_VERIFICATION_ERRORS);
  }
}
