/**
 * Notice: a message in a tinted box with an icon — an error (role="alert"), a success or a plain status
 * (role="status") — for the pages a link from an email opens (used, expired, verified, joined…).
 */
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, MailIcon } from './icons';

const ICONS = { error: AlertIcon, success: CheckIcon, info: MailIcon } as const;

export function Notice({ tone, children }: { readonly tone: keyof typeof ICONS; readonly children?: ReactNode }): ReactNode {
  const Icon = ICONS[tone];
  return (
    <div className={`portcullis-notice portcullis-notice-${tone}`}>
      <Icon />
      <p role={tone === 'error' ? 'alert' : 'status'}>{children}</p>
    </div>
  );
}
