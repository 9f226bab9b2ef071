import { teamMemberProfileFromWire, teamMemberProfileUpdateToWire } from '../../../application/teams/team-member.mapping';
import { teamMemberProfileWire } from '../wire/wire-examples';

describe('team member profile mappings', () => {
  it('maps a client profile', () => {
    expect(teamMemberProfileFromWire(teamMemberProfileWire)).toEqual({
      teamId: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
      displayName: 'Ann (Acme)',
      profileImageUrl: null,
    });
  });

  it('update omits undefined and keeps null', () => {
    expect(teamMemberProfileUpdateToWire({ displayName: null })).toEqual({ display_name: null });
    expect(teamMemberProfileUpdateToWire({ profileImageUrl: 'data:image/png;base64,AA' })).toEqual({ profile_image_url: 'data:image/png;base64,AA' });
  });
});
