/** AccountSettings: profile, emails, password, passkeys, two-factor, teams, deleting the account, signing out. */
import type { ReactNode } from 'react';
import { useStrings } from '../context';
import { useUser } from '../hooks';
import { Screen } from '../ui/screen';
import { DeleteAccount } from './settings/delete-account';
import { EmailSettings } from './settings/emails';
import { PasswordSettings } from './settings/password';
import { ProfileSettings } from './settings/profile';
import { PasskeySettings, TotpSettings } from './settings/sign-in-methods';
import { TeamSettings } from './settings/teams';

export function AccountSettings({ className }: { readonly className?: string }): ReactNode {
  const s = useStrings();
  const user = useUser({ or: 'redirect' });
  return (
    <Screen title={s.accountSettingsTitle} className={className}>
      <ProfileSettings key={`profile-${user.id}`} user={user} />
      <EmailSettings />
      <PasswordSettings user={user} />
      <PasskeySettings user={user} />
      <TotpSettings user={user} />
      <TeamSettings user={user} />
      <DeleteAccount user={user} />
      <button type="button" className="portcullis-button portcullis-secondary" onClick={() => void user.signOut()}>{s.signOut}</button>
    </Screen>
  );
}
