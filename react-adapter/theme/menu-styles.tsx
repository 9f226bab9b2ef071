import type { ReactNode } from 'react';
import { MENU_CSS } from './menu-css';

/** The menus' styles (user button, team switcher, row actions), rendered by the components that open menus. */
export function MenuStyles(): ReactNode {
  return <style data-portcullis-menu="">{MENU_CSS}</style>;
}
