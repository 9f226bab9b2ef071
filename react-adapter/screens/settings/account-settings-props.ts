/** AccountSettings' props (the official names), shared by the lazy wrapper and the screen. */
import type { ReactNode } from 'react';

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
