import { teamInvitationDetailsFromWire, teamInvitationFromWire } from '../../../../application/core/wire/team-invitation.mapping';
import { teamInvitationDetailsWire, teamInvitationWire } from '../../wire/wire-examples';

describe('team invitation mappings', () => {
  it('maps an invitation with expiresAt from expires_at_millis', () => {
    expect(teamInvitationFromWire(teamInvitationWire)).toEqual({
      id: '2c4e6a8b-1d3f-4a5b-9c7d-8e0f1a2b3c4d',
      teamId: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      teamDisplayName: "Ann's Team",
      recipientEmail: 'carol@example.com',
      expiresAt: 1714604800000,
    });
  });

  it('maps accept-details', () => {
    expect(teamInvitationDetailsFromWire(teamInvitationDetailsWire)).toEqual({
      teamId: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b', teamDisplayName: "Ann's Team",
    });
  });
});
