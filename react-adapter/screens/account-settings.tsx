/**
 * AccountSettings (the official name and props): the screen loads on first render (settings/account-settings-screen.tsx,
 * a chunk of its own, as each of its pages), so an app that shows a user button on every page does not carry it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingCard } from '../ui/loading-card';
import type { AccountSettingsProps } from './settings/account-settings-props';

export type { AccountSettingsItem, AccountSettingsProps } from './settings/account-settings-props';

const Screen = /* @__PURE__ */ lazy(() => import('./settings/account-settings-screen').then((m) => ({ default: m.AccountSettingsScreen })));

export function AccountSettings(props: AccountSettingsProps): ReactNode {
  return <Suspense fallback={<LoadingCard fullPage={props.fullPage} className={props.className} />}><Screen {...props} /></Suspense>;
}
