/** UserContactChannels: `user.contactChannels` — list the signed-in user's channels and add one. */
import { mapResult, type Result } from '../../domain/shared/result';
import type { ClientContactChannelCreate } from '../endpoints/contact-channel.endpoints';
import type { ContactChannelService } from '../services/contact-channel.service';
import type { ContactChannelWriteError } from '../services/current-user.errors';
import { ContactChannel } from './contact-channel';

/**
 * @example
 * const added = await user.contactChannels.add({ type: 'email', value: 'ann@work.example', usedForAuth: false });
 * const channels = await user.contactChannels.list();
 * @public
 */
export class UserContactChannels {
  readonly #channels: ContactChannelService;

  constructor(channels: ContactChannelService) {
    this.#channels = channels;
  }

  /** GET /contact-channels?user_id=me, oldest first (always fetched, then cached). */
  async list(): Promise<ContactChannel[]> {
    return (await this.#channels.list()).map((channel) => new ContactChannel(channel, this.#channels));
  }

  /** POST /contact-channels for `me` (unverified; isPrimary demotes the current primary). Errors: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
  async add(input: ClientContactChannelCreate): Promise<Result<ContactChannel, ContactChannelWriteError>> {
    return mapResult(await this.#channels.add(input), (channel) => new ContactChannel(channel, this.#channels));
  }
}
