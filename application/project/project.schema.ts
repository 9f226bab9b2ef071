/** Zod schema of the client project shape (protocol §3.3); extra keys are tolerated. The admin shape: admin-project.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { permissionWireSchema } from '../core/wire/permission.schema';

const domainSchema = z.lazy(() => z.looseObject({ domain: z.string(), handler_path: z.string() }));

export const clientConfigShape = () => ({
  sign_up_enabled: z.boolean(),
  credential_enabled: z.boolean(),
  magic_link_enabled: z.boolean(),
  passkey_enabled: z.boolean(),
  client_team_creation_enabled: z.boolean(),
  client_user_deletion_enabled: z.boolean(),
  allow_user_api_keys: z.boolean(),
  allow_team_api_keys: z.boolean(),
  enabled_oauth_providers: z.array(permissionWireSchema),
  domains: z.array(domainSchema),
});

export const clientProjectWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  display_name: z.string(),
  config: z.looseObject(clientConfigShape()),
}));

export type DomainConfigWire = WireOf<typeof domainSchema>;
export type ClientProjectWire = WireOf<typeof clientProjectWireSchema>;
export type ClientProjectConfigWire = ClientProjectWire['config'];
