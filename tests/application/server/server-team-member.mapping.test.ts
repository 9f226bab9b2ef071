import { serverTeamMemberProfileFromWire } from '../../../application/server/server-team-member.mapping';
import { serverTeamMemberProfileWire } from '../wire/wire-examples';

describe('server team member profile mapping', () => {
  it('maps a server profile with its server user', () => {
    const profile = serverTeamMemberProfileFromWire(serverTeamMemberProfileWire);
    expect(profile.displayName).toBe('Ann (Acme)');
    expect(profile.user.id).toBe('5d1b6a8e-0c2f-4f57-a1b3-7e9d0c4b2a61');
    expect(profile.user.lastActiveAt).toBe(1714003600000);
  });
});
