/**
 * The send-code body as the service validates it: `email` is yup's email rule (an empty string passes and is
 * stored as sent), `callback_url` the service's URL field (no spaces, parsable), `team_id` a uuid.
 */
import * as z from 'zod';
import { parseUrl } from '../../domain/shared/parse-url';

/** yup's email pattern (what the service's `emailSchema` applies); it skips empty strings. */
const YUP_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const invitationEmail = z.string().refine((s) => s === '' || YUP_EMAIL.test(s), 'must be a valid email');

export const callbackUrl = z.string()
  .refine((s) => !s.includes(' '), 'contains spaces')
  .refine((s) => parseUrl(s) !== null, 'is not a valid URL');

export const sendCodeBody = z.strictObject({ team_id: z.uuid(), email: invitationEmail, callback_url: callbackUrl });
