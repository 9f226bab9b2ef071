/**
 * Zod schema of the server user shape (protocol §3.1); extra keys are tolerated. Its own file because zod calls at
 * module top level are not tree-shaken: only server endpoints import it, so browser bundles never build it.
 */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema, jsonSchema } from '../core/wire/json.schema';
import { serverTeamWireSchema } from './server-team.schema';
import { userShape } from '../user/user.schema';

const riskScoresSchema = z.lazy(() => z.looseObject({
  sign_up: z.looseObject({ bot: z.number(), free_trial_abuse: z.number() }),
}));

export const serverUserWireSchema = z.lazy(() => z.looseObject({
  ...userShape(),
  selected_team: z.nullable(serverTeamWireSchema),
  primary_email_auth_enabled: z.boolean(),
  server_metadata: jsonSchema,
  last_active_at_millis: epochMsSchema,
  restricted_by_admin_private_details: z.nullable(z.string()),
  country_code: z.optional(z.nullable(z.string())),
  risk_scores: z.optional(z.nullable(riskScoresSchema)),
}));

export type RiskScoresWire = WireOf<typeof riskScoresSchema>;
export type ServerUserWire = WireOf<typeof serverUserWireSchema>;
