/**
 * AccountSettings (the official name and props): the screen loads on first render (settings/account-settings-screen.tsx,
 * a chunk of its own, as each of its pages), so an app that shows a user button on every page does not carry it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingCard } from '../ui/loading-card';

const Screen = lazy(() => import('./settings/account-settings-screen').then((m) => ({ default: m.AccountSettingsScreen })));

/** A page of the app's own in the navigation (the official `extraItems`). */
export interface AccountSettingsItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
  readonly icon?: ReactNode;
}

export interface AccountSettingsProps {
  /** Take the whole viewport (the handler's page) instead of fitting in the app's layout. */
  readonly fullPage?: boolean;
  readonly extraItems?: readonly AccountSettingsItem[];
  readonly className?: string;
}

export function AccountSettings(props: AccountSettingsProps): ReactNode {
  return <Suspense fallback={<LoadingCard fullPage={props.fullPage} className={props.className} />}><Screen {...props} /></Suspense>;
}
