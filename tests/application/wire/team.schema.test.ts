import {
  serverTeamMemberProfileWireSchema, serverTeamWireSchema, teamInvitationDetailsWireSchema, teamInvitationWireSchema,
  teamMemberProfileWireSchema, teamMembershipWireSchema, teamWireSchema,
} from './wire-schemas';
import {
  serverTeamMemberProfileWire, serverTeamWire, teamInvitationDetailsWire, teamInvitationWire, teamMemberProfileWire, teamWire,
} from './wire-examples';
import { describeWireSchema } from './describe-wire-schema';

describeWireSchema('team', teamWireSchema, teamWire, [
  { path: ['display_name'], value: null },
  { path: ['profile_image_url'], value: 7 },
]);

describeWireSchema('server team', serverTeamWireSchema, serverTeamWire, [
  { path: ['created_at_millis'], value: '2024-04-25' },
  { path: ['server_metadata'], value: undefined },
]);

describeWireSchema('team membership', teamMembershipWireSchema, { team_id: 't', user_id: 'u' }, [
  { path: ['user_id'], value: null },
]);

describeWireSchema('team member profile', teamMemberProfileWireSchema, teamMemberProfileWire, [
  { path: ['team_id'], value: 1 },
  { path: ['display_name'], value: false },
]);

describeWireSchema('server team member profile', serverTeamMemberProfileWireSchema, serverTeamMemberProfileWire, [
  { path: ['user', 'id'], value: 5 },
  { path: ['user'], value: null },
]);

describeWireSchema('team invitation', teamInvitationWireSchema, teamInvitationWire, [
  { path: ['expires_at_millis'], value: '1714604800000' },
  { path: ['recipient_email'], value: null },
  { path: ['team_display_name'], value: undefined },
]);

describeWireSchema('team invitation details', teamInvitationDetailsWireSchema, teamInvitationDetailsWire, [
  { path: ['team_display_name'], value: 3 },
]);
