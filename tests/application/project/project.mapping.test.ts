import { clientProjectFromWire } from '../../../application/project/project.mapping';
import { clientProjectWire } from '../wire/wire-examples';

describe('clientProjectFromWire', () => {
  it('maps protocol §3.3 client example', () => {
    expect(clientProjectFromWire(clientProjectWire)).toEqual({
      id: 'internal',
      displayName: 'Stack Dashboard',
      config: {
        signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: true, passkeyEnabled: false,
        clientTeamCreationEnabled: true, clientUserDeletionEnabled: false, allowUserApiKeys: false, allowTeamApiKeys: false,
        enabledOAuthProviderIds: ['github', 'google'], domains: [],
      },
    });
  });
});
