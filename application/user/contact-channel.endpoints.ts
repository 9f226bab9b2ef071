/**
 * ContactChannelEndpoints: the current user's contact channels (protocol §2.10, `me`): list, add, update, delete,
 * send a verification email for one, and the legacy primary-email verification call.
 */
import type { ContactChannel, ContactChannelCreate, ContactChannelUpdate } from '../../domain/entities/contact-channel';
import { contactChannelCreateToWire, contactChannelFromWire, contactChannelUpdateToWire } from './contact-channel.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { contactChannelWireSchema } from './contact-channel.schema';
import { listEnvelopeSchema } from '../core/wire/list.schema';

const channelListSchema = listEnvelopeSchema(contactChannelWireSchema);

/**
 * What a client may send when adding a channel (always for `me`, never pre-verified).
 * @example
 * const input: ClientContactChannelCreate = { type: 'email', value: 'ann@work.example', usedForAuth: false };
 * @public
 */
export type ClientContactChannelCreate = Omit<ContactChannelCreate, 'userId' | 'isVerified'>;
/**
 * What a client may change on a channel (verification comes from the emailed code only).
 * @example
 * const change: ClientContactChannelUpdate = { isPrimary: true };
 * @public
 */
export type ClientContactChannelUpdate = Omit<ContactChannelUpdate, 'isVerified'>;

export class ContactChannelEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /contact-channels?user_id=me, oldest first. */
  async listMine(): Promise<ContactChannel[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/contact-channels', query: { user_id: 'me' }, session: this.#session, schema: channelListSchema,
    });
    return response.body.items.map(contactChannelFromWire);
  }

  /** POST /contact-channels with user_id 'me'. */
  async create(input: ClientContactChannelCreate): Promise<ContactChannel> {
    const body = contactChannelCreateToWire({ ...input, userId: 'me' });
    const response = await this.#requests.send({ method: 'POST', path: '/contact-channels', body, session: this.#session, schema: contactChannelWireSchema });
    return contactChannelFromWire(response.body);
  }

  /** PATCH /contact-channels/me/{id}. */
  async update(channelId: string, update: ClientContactChannelUpdate): Promise<ContactChannel> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/contact-channels/me/${channelId}`, body: contactChannelUpdateToWire(update),
      session: this.#session, schema: contactChannelWireSchema,
    });
    return contactChannelFromWire(response.body);
  }

  /** DELETE /contact-channels/me/{id}. */
  async delete(channelId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/contact-channels/me/${channelId}`, session: this.#session });
  }

  /** POST /contact-channels/me/{id}/send-verification-code {callback_url}. */
  async sendVerificationCode(channelId: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: apiPath`/contact-channels/me/${channelId}/send-verification-code`, body: { callback_url: callbackUrl }, session: this.#session,
    });
  }

  /** POST /contact-channels/send-verification-code {email, callback_url}: the legacy call the SDK's user.sendVerificationEmail() uses. */
  async sendPrimaryVerificationCode(email: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: '/contact-channels/send-verification-code', body: { email, callback_url: callbackUrl }, session: this.#session,
    });
  }
}
