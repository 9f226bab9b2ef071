/**
 * UserButton: the signed-in person's avatar (photo or initials) opening a menu — their name and email on top, then
 * account settings, the app's extra items, an optional colour-mode toggle, and sign-out, with icons and separators.
 * Signed out, the same menu offers sign-in and sign-up. Props as the official component's.
 */
import { MenuStyles } from '../theme/menu-styles';
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useUser } from '../hooks';
import { useColorSchemeAttribute } from '../ui/color-scheme';
import { Icon } from '../ui/line-icons';
import { isolated, Name } from '../ui/bidi';
import { Menu, type MenuEntry } from '../ui/menu';
import { UserAvatar } from './user-avatar';

export interface UserButtonProps {
  /** Write the name and email next to the avatar, not only in the menu. */
  readonly showUserInfo?: boolean;
  /** Adds a "Toggle colour mode" item that calls this (the app switches its theme). */
  readonly colorModeToggle?: () => void | Promise<void>;
  /** Items of the app's own, between account settings and sign-out. */
  readonly extraItems?: readonly { readonly text: string; readonly icon?: ReactNode; readonly onClick: () => void | Promise<void> }[];
  readonly className?: string;
}

export function UserButton({ showUserInfo, colorModeToggle, extraItems = [], className }: UserButtonProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const user = useUser();
  const scheme = useColorSchemeAttribute();
  const run = (action: () => unknown): (() => void) => () => void Promise.resolve().then(action);
  const common: MenuEntry[] = [
    ...extraItems.map((item) => ({ label: item.text, icon: item.icon, onSelect: run(item.onClick) })),
    ...(colorModeToggle === undefined ? [] : [{ label: s.toggleColorMode, icon: <Icon name="moon" />, onSelect: run(colorModeToggle) }]),
  ];
  const name = user === null ? null : user.displayName ?? user.primaryEmail ?? s.unnamedMember;
  const entries: MenuEntry[] = user === null
    ? [{ label: s.signInLink, icon: <Icon name="user" />, href: app.urls.signIn }, { label: s.signUpLink, icon: <Icon name="plus" />, href: app.urls.signUp },
      ...(common.length > 0 ? ['separator' as const, ...common] : [])]
    : [{ label: s.accountSettingsLink, icon: <Icon name="settings" />, href: app.urls.accountSettings }, ...common, 'separator',
      { label: s.signOut, icon: <Icon name="signOut" />, onSelect: run(() => user.signOut()) }];
  const info = user === null ? null : (
    <span className="portcullis-user-info">
      <Name className="portcullis-user-name">{name ?? ''}</Name>
      {user.primaryEmail !== null && user.primaryEmail !== name ? <Name className="portcullis-user-email">{user.primaryEmail}</Name> : null}
    </span>
  );
  return (
    <div {...scheme} className={['portcullis', 'portcullis-user-button', className].filter(Boolean).join(' ')}>
      <MenuStyles />
      <Menu label={name === null ? s.signedOutMenu : s.userMenu(isolated(name))} entries={entries}
        triggerClassName={showUserInfo === true ? 'portcullis-user-trigger portcullis-user-trigger-wide' : 'portcullis-user-trigger'}
        trigger={<><UserAvatar user={user} size={36} />{showUserInfo === true ? info : null}</>}
        header={user === null ? undefined : <><UserAvatar user={user} size={40} />{info}</>} />
    </div>
  );
}
