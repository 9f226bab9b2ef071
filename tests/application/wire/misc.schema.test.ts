import * as z from 'zod';
import {
  apiKeySetCreatedWireSchema, apiKeySetWireSchema, contactChannelWireSchema, emailTemplateListWireSchema, emailTemplateWireSchema,
  listEnvelopeSchema, permissionDefinitionWireSchema, projectPermissionWireSchema, serverUserWireSchema, teamPermissionWireSchema,
} from './wire-schemas';
import {
  apiKeySetCreatedWire, apiKeySetWire, contactChannelWire, emailTemplateWire, permissionDefinitionWire,
  systemPermissionDefinitionWire, teamPermissionWire, usersPageWire,
} from './wire-examples';
import { describeWireSchema } from './describe-wire-schema';

describeWireSchema('contact channel', contactChannelWireSchema, contactChannelWire, [
  { path: ['type'], value: 'phone' },
  { path: ['is_verified'], value: 0 },
]);

describeWireSchema('team permission', teamPermissionWireSchema, teamPermissionWire, [{ path: ['team_id'], value: null }]);
describeWireSchema('project permission', projectPermissionWireSchema, { id: 'admin', user_id: 'u1' }, [{ path: ['id'], value: 1 }]);

describeWireSchema('permission definition', permissionDefinitionWireSchema, permissionDefinitionWire, [
  { path: ['contained_permission_ids'], value: '$read_members' },
  { path: ['contained_permission_ids', 0], value: 1 },
  { path: ['description'], value: null },
]);

describeWireSchema('API key set (created)', apiKeySetCreatedWireSchema, apiKeySetCreatedWire, [
  { path: ['secret_server_key'], value: { last_four: 'abcd' } },
  { path: ['expires_at_millis'], value: undefined },
]);

describeWireSchema('API key set (read)', apiKeySetWireSchema, apiKeySetWire, [
  { path: ['publishable_client_key'], value: 'pck_full' },
  { path: ['manually_revoked_at_millis'], value: 'now' },
  { path: ['secret_server_key', 'last_four'], value: 1234 },
]);

describeWireSchema('email template', emailTemplateWireSchema, emailTemplateWire, [
  { path: ['theme_id'], value: true },
  { path: ['tsx_source'], value: null },
]);
describeWireSchema('email template list', emailTemplateListWireSchema, { templates: [emailTemplateWire] }, [{ path: ['templates'], value: {} }]);

describeWireSchema('paginated user list', listEnvelopeSchema(serverUserWireSchema), usersPageWire, [
  { path: ['is_paginated'], value: 'true' },
  { path: ['pagination', 'next_cursor'], value: 5 },
  { path: ['items', 0, 'id'], value: null },
]);

describe('misc schemas, further cases', () => {
  it('accepts a system definition without contained ids and one without description', () => {
    expect(permissionDefinitionWireSchema.safeParse(systemPermissionDefinitionWire).success).toBe(true);
    expect(permissionDefinitionWireSchema.safeParse({ id: 'x', contained_permission_ids: [] }).success).toBe(true);
  });

  it('accepts an unpaginated list without pagination', () => {
    const schema = listEnvelopeSchema(contactChannelWireSchema);
    expect(schema.parse({ items: [contactChannelWire], is_paginated: false })).toEqual({ items: [contactChannelWire], is_paginated: false });
    expect(() => schema.parse({ items: [{ ...contactChannelWire, used_for_auth: 'no' }], is_paginated: false })).toThrow(z.core.$ZodError); // wire schemas are zod/mini: its errors are core ZodErrors
  });
});
