/** UserContactChannels: `user.contactChannels` — list the signed-in user's channels and add one. */
import { mapResult, type Result } from '../../domain/shared/result';
import type { ClientContactChannelCreate } from './contact-channel.endpoints';
import type { UserFeatures } from './user-features';
import type { Lazy } from '../core/lazy';
import type { ContactChannelWriteError } from './current-user.errors';
import { ContactChannel } from './contact-channel';

/**
 * @example
 * const added = await user.contactChannels.add({ type: 'email', value: 'ann@work.example', usedForAuth: false });
 * const channels = await user.contactChannels.list();
 * @public
 */
export class UserContactChannels {
  // The service loads on first use (a separate chunk in browser bundles); both methods are async anyway.
  readonly #features: Lazy<Pick<UserFeatures, 'channels' | 'checkInput'>>;

  constructor(features: Lazy<Pick<UserFeatures, 'channels' | 'checkInput'>>) {
    this.#features = features;
  }

  /** GET /contact-channels?user_id=me, oldest first (always fetched, then cached). */
  async list(): Promise<ContactChannel[]> {
    const { channels } = await this.#features();
    return (await channels.list()).map((channel) => new ContactChannel(channel, channels));
  }

  /** POST /contact-channels for `me` (unverified; isPrimary demotes the current primary). Errors: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
  async add(input: ClientContactChannelCreate): Promise<Result<ContactChannel, ContactChannelWriteError>> {
    const { channels, checkInput } = await this.#features();
    checkInput('input', input, ['value', 'usedForAuth']);
    return mapResult(await channels.add(input), (channel) => new ContactChannel(channel, channels));
  }
}
