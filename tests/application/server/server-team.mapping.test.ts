import { serverTeamFromWire, teamMembershipFromWire } from '../../../application/server/server-team.mapping';
import { serverTeamWire } from '../wire/wire-examples';

describe('server team mappings', () => {
  it('maps a server team with createdAt and serverMetadata', () => {
    expect(serverTeamFromWire(serverTeamWire)).toEqual({
      id: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      displayName: "Ann's Team",
      profileImageUrl: null,
      clientMetadata: { theme: 'dark' },
      clientReadOnlyMetadata: { plan: 'pro', seats: 5 },
      createdAt: 1714000100000,
      serverMetadata: { billing_id: 'cus_123', flags: [true, null] },
    });
  });

  it('maps a membership', () => {
    expect(teamMembershipFromWire({ team_id: 't', user_id: 'u' })).toEqual({ teamId: 't', userId: 'u' });
  });
});
