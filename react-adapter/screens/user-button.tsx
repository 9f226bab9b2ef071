/** UserButton: the signed-in user's avatar (or initial) opening a menu with account settings and sign-out. */
import { useId, useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useUser } from '../hooks';
import { useColorSchemeAttribute } from '../ui/color-scheme';
import { Link } from '../ui/screen';

export function UserButton({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const scheme = useColorSchemeAttribute();
  if (user === null) return <Link href={app.urls.signIn}>{s.signInLink}</Link>;
  const name = user.displayName ?? user.primaryEmail ?? user.id;
  return (
    <div {...scheme} className={['portcullis', 'portcullis-user-button', className].filter(Boolean).join(' ')}
      onKeyDown={(event) => { if (event.key === 'Escape') setOpen(false); }}>
      <button type="button" className="portcullis-avatar" aria-label={s.userMenu(name)} aria-haspopup="true" aria-expanded={open}
        aria-controls={menuId} onClick={() => setOpen(!open)}>
        {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>}
      </button>
      {open ? (
        <ul id={menuId} className="portcullis-menu">
          <li><Link href={app.urls.accountSettings}>{s.accountSettingsLink}</Link></li>
          <li><button type="button" className="portcullis-button portcullis-secondary" onClick={() => void user.signOut()}>{s.signOut}</button></li>
        </ul>
      ) : null}
    </div>
  );
}
