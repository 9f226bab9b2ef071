/** ContactChannel: one of the signed-in user's email addresses — the entity's fields plus update, delete and verification. */
import type { ContactChannel as ContactChannelEntity } from '../../domain/entities/contact-channel';
import { mapResult, type Result } from '../../domain/shared/result';
import type { ClientContactChannelUpdate } from './contact-channel.endpoints';
import type { ContactChannelService } from './contact-channel.service';
import type { ChannelVerificationError, ContactChannelWriteError } from './current-user.errors';
import { entityFields } from '../core/entity-fields';
import { checked, checkObject } from '../core/arguments';

/**
 * @example
 * const [channel] = await user.contactChannels.list();
 * await channel?.update({ isPrimary: true });
 * await channel?.sendVerificationEmail();
 * @public
 */
export class ContactChannel extends entityFields<ContactChannelEntity>() {
  readonly #channels: ContactChannelService;

  constructor(channel: ContactChannelEntity, channels: ContactChannelService) {
    super(channel);
    this.#channels = channels;
  }

  /** PATCH /contact-channels/me/{id}; a new value is unverified again. Errors: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
  async update(update: ClientContactChannelUpdate): Promise<Result<ContactChannel, ContactChannelWriteError>> {
    checkObject('update', update); // its fields: ContactChannelService.update
    return mapResult(await this.#channels.update(this.id, update), (channel) => new ContactChannel(channel, this.#channels));
  }

  /** DELETE /contact-channels/me/{id}. */
  delete(): Promise<void> {
    return this.#channels.delete(this.id);
  }

  /** Emails a verification link to `callbackUrl`, by default urls.emailVerification. Errors: EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED. */
  sendVerificationEmail(options: { readonly callbackUrl?: string } = {}): Promise<Result<void, ChannelVerificationError>> {
    return checked(() => checkObject('options', options), () => this.#channels.sendVerificationEmail(this.id, options.callbackUrl));
  }
}
