import {
  serverTeamMemberProfileFromWire, teamInvitationDetailsFromWire, teamInvitationFromWire, teamMemberProfileFromWire,
  teamMemberProfileUpdateToWire,
} from '../../../../domain/entities/wire';
import {
  serverTeamMemberProfileWire, teamInvitationDetailsWire, teamInvitationWire, teamMemberProfileWire,
} from '../wire-examples';

describe('team member profile mappings', () => {
  it('maps a client profile', () => {
    expect(teamMemberProfileFromWire(teamMemberProfileWire)).toEqual({
      teamId: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
      displayName: 'Ann (Acme)',
      profileImageUrl: null,
    });
  });

  it('maps a server profile with its server user', () => {
    const profile = serverTeamMemberProfileFromWire(serverTeamMemberProfileWire);
    expect(profile.displayName).toBe('Ann (Acme)');
    expect(profile.user.id).toBe('5d1b6a8e-0c2f-4f57-a1b3-7e9d0c4b2a61');
    expect(profile.user.lastActiveAt).toBe(1714003600000);
  });

  it('update omits undefined and keeps null', () => {
    expect(teamMemberProfileUpdateToWire({ displayName: null })).toEqual({ display_name: null });
    expect(teamMemberProfileUpdateToWire({ profileImageUrl: 'data:image/png;base64,AA' })).toEqual({ profile_image_url: 'data:image/png;base64,AA' });
  });
});

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
