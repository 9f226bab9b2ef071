/** ServerContactChannelEndpoints: any user's contact channels with server access (protocol §2.10, `/contact-channels/{userId}/{id}`). */
import type { ContactChannel, ContactChannelCreate, ContactChannelUpdate } from '../../domain/entities/contact-channel';
import { contactChannelCreateToWire, contactChannelFromWire, contactChannelUpdateToWire } from '../user/contact-channel.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { contactChannelWireSchema } from '../user/contact-channel.schema';
import { listEnvelopeSchema } from '../core/wire/list.schema';

const channelListSchema = listEnvelopeSchema(contactChannelWireSchema);

export class ServerContactChannelEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /contact-channels?user_id=: oldest first. */
  async list(userId: string): Promise<ContactChannel[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/contact-channels', query: { user_id: userId }, session: NO_SESSION, schema: channelListSchema,
    });
    return response.body.items.map(contactChannelFromWire);
  }

  /** POST /contact-channels (201); server access may set is_verified. */
  async create(input: ContactChannelCreate): Promise<ContactChannel> {
    const response = await this.#requests.send({
      method: 'POST', path: '/contact-channels', body: contactChannelCreateToWire(input), session: NO_SESSION, schema: contactChannelWireSchema,
    });
    return contactChannelFromWire(response.body);
  }

  /** PATCH /contact-channels/{user}/{id}. */
  async update(userId: string, channelId: string, update: ContactChannelUpdate): Promise<ContactChannel> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/contact-channels/${userId}/${channelId}`, body: contactChannelUpdateToWire(update), session: NO_SESSION,
      schema: contactChannelWireSchema,
    });
    return contactChannelFromWire(response.body);
  }

  /** DELETE /contact-channels/{user}/{id}. */
  async delete(userId: string, channelId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/contact-channels/${userId}/${channelId}`, session: NO_SESSION });
  }

  /** POST /contact-channels/{user}/{id}/send-verification-code {callback_url}. */
  async sendVerificationCode(userId: string, channelId: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: apiPath`/contact-channels/${userId}/${channelId}/send-verification-code`, body: { callback_url: callbackUrl }, session: NO_SESSION,
    });
  }
}
