/**
 * Connected accounts: one row per OAuth provider the project enables — the account connected there (its email), or a
 * "Connect" button that goes to the provider and comes back through urls.oauthCallback (user.linkConnectedAccount).
 */
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useProject } from '../../hooks';
import { providerName } from '../../ui/provider-names';
import { useSubmit } from '../../ui/use-submit';
import { Section, SettingRow } from './section';
import { isolated } from '../../ui/bidi';

function ProviderRow({ user, providerId }: { readonly user: CurrentUser; readonly providerId: string }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const linked = user.oauthProviders.find((link) => link.id === providerId);
  const name = providerName(providerId);
  return (
    <SettingRow title={name} description={linked === undefined ? s.notConnected : s.connectedAs(isolated(linked.email ?? linked.accountId))}
      action={linked === undefined ? { label: s.connect, pending, onClick: () => void submit(() => user.linkConnectedAccount(providerId)) } : undefined}>
      <div role="alert" className="portcullis-alert">{error}</div>
    </SettingRow>
  );
}

export function ConnectedAccounts({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { config } = useProject();
  return (
    <Section title={s.connectedAccountsSection} description={s.connectedAccountsDescription}>
      {config.enabledOAuthProviderIds.map((id) => <ProviderRow key={id} user={user} providerId={id} />)}
    </Section>
  );
}
