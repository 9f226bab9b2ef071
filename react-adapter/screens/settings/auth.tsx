/** "Emails & sign-in": the addresses, then one row per way to sign in (password, passkey, emailed code, two-factor). */
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { EmailSettings } from './emails';
import { PasswordSettings } from './password';
import { Section } from './section';
import { OtpSettings, PasskeySettings, TotpSettings } from './sign-in-methods';

export function AuthSection({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  return (
    <Section title={s.authSection} description={s.authDescription}>
      <EmailSettings />
      <PasswordSettings user={user} />
      <PasskeySettings user={user} />
      <OtpSettings user={user} />
      <TotpSettings user={user} />
    </Section>
  );
}
