/** The provider's context: the client app, the strings table, how to navigate and the colour scheme, read by every hook and screen. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientApp } from '../application';
import type { CoreStrings, PortcullisStrings } from './strings';

/**
 * The screens' colour scheme: 'system' (the default) follows the operating system's `prefers-color-scheme`; 'light' or
 * 'dark' holds whatever it says (ui/color-scheme.ts puts it where the CSS reads it).
 */
export type PortcullisColorScheme = 'light' | 'dark' | 'system';

export interface PortcullisContextValue {
  readonly app: ClientApp;
  /** The up-front defaults merged with the provider's `strings` (which may replace settings texts too). */
  readonly strings: CoreStrings & Partial<PortcullisStrings>;
  /** Moves to `url` inside the app (React Router's navigate, Next.js router.push…); null: plain links (a full page load). */
  readonly navigate: ((url: string) => void) | null;
  /** The provider's `colorScheme` ('system' when not given). */
  readonly colorScheme: PortcullisColorScheme;
  /** The provider's `brand` (the project's name or logo above the sign-in card's title); null: none. */
  readonly brand: ReactNode;
}

export const PortcullisContext = createContext<PortcullisContextValue | null>(null);

export function usePortcullis(): PortcullisContextValue {
  const value = useContext(PortcullisContext);
  if (value === null) throw new Error('Portcullis hooks and screens need a <PortcullisProvider app={app}> above them.');
  return value;
}

/** The client app given to the provider. */
export function useClientApp(): ClientApp {
  return usePortcullis().app;
}

/** The up-front strings (defaults merged with the provider's `strings`); the settings screens add theirs. */
export function useStrings(): CoreStrings {
  return usePortcullis().strings;
}
