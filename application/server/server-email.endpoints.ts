/** ServerEmailEndpoints: `POST /emails/send-email` (server or admin), the official SDK's `serverApp.sendEmail`. */
import * as z from 'zod/mini';
import type { SendEmailOptions } from '../../domain/entities/email-template';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { omitUndefined } from '../core/wire/omit-undefined';

const sentSchema = z.lazy(() => z.looseObject({ results: z.array(z.looseObject({ user_id: z.string() })) }));

export class ServerEmailEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** Sends the email; resolves with the ids of the users it went to (all of the project's with allUsers). */
  async send(email: SendEmailOptions): Promise<string[]> {
    const body = omitUndefined({
      user_ids: email.userIds === undefined ? undefined : [...email.userIds], all_users: email.allUsers, html: email.html,
      template_id: email.templateId, variables: email.variables, subject: email.subject,
      notification_category_name: email.notificationCategoryName, theme_id: email.themeId, scheduled_at_millis: email.scheduledAt,
      is_high_priority: email.isHighPriority,
    });
    const reply = await this.#requests.send({ method: 'POST', path: '/emails/send-email', body, session: NO_SESSION, schema: sentSchema });
    return reply.body.results.map((r) => r.user_id);
  }
}
