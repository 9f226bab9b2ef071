/** The demo's frame: the nav (home, dashboard, teams, the user button) and the Emulator panel when it applies. */
import { Suspense, type ReactNode } from 'react';
import { UserButton } from '../../react-adapter';
import { EmulatorPanel } from './emulator-panel';
import { navigate } from './router';

function NavLink({ href, children }: { readonly href: string; readonly children: ReactNode }): ReactNode {
  return (
    <a href={href} onClick={(event) => { event.preventDefault(); navigate(href); }}>{children}</a>
  );
}

export function Layout({ emulator, children }: { readonly emulator: boolean; readonly children: ReactNode }): ReactNode {
  return (
    <>
      <header className="demo-header">
        <nav aria-label="Main">
          <NavLink href="/">Home</NavLink>
          <NavLink href="/dashboard">Dashboard</NavLink>
          <NavLink href="/teams">Teams</NavLink>
          <NavLink href="/handler/account-settings">Account settings</NavLink>
        </nav>
        <Suspense fallback={null}><UserButton /></Suspense>
      </header>
      <div className="demo-body">
        <main className="demo-main">{children}</main>
        {emulator ? <EmulatorPanel /> : null}
      </div>
    </>
  );
}
