import type { ReactNode } from 'react';
import { SETTINGS_CSS } from './settings-css';

/** The account settings' and team pages' styles, rendered by those screens (in their lazy chunks), after the defaults. */
export function SettingsStyles(): ReactNode {
  return <style data-portcullis-settings="">{SETTINGS_CSS}</style>;
}
