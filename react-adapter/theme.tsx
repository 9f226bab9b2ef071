/**
 * The default look: CSS custom properties (light, dark by `prefers-color-scheme`, or forced with
 * `data-portcullis-theme="dark|light"` on any ancestor or on the screen itself, which the provider's `colorScheme`
 * sets), no framework. Override any `--portcullis-*` property (`--portcullis-accent` for a brand colour,
 * `--portcullis-font` for a typeface), or style the `portcullis-*` classes; every screen also takes a className.
 * Colours meet WCAG 2.1 AA contrast in both themes. The rules live in theme/: palette, building blocks, sign-in parts,
 * the avatar (menus, account settings and team pages bring their own: theme/menu-css.ts, theme/settings-css.ts).
 */
import type { ReactNode } from 'react';
import { AVATAR_CSS } from './theme/avatar-css';
import { AUTH_CSS } from './theme/auth-css';
import { BASE_CSS } from './theme/base-css';
import { PALETTE_CSS } from './theme/palette';

export const PORTCULLIS_CSS = PALETTE_CSS + BASE_CSS + AUTH_CSS + AVATAR_CSS;

/** The default styles as a <style> element (rendered on the server too, so there is no flash of unstyled screens). */
export function PortcullisStyles(): ReactNode {
  return <style data-portcullis="">{PORTCULLIS_CSS}</style>;
}
