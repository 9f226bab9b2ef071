/** Small line icons (24×24, currentColor, decorative: aria-hidden) for buttons, fields and message cards. */
import type { ReactNode } from 'react';

function Icon({ children }: { readonly children: ReactNode }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A key: the passkey button. */
export const KeyIcon = (): ReactNode => <Icon><circle cx="15" cy="9" r="5.5" /><circle cx="16.5" cy="7.5" r="1" fill="currentColor" stroke="none" /><path d="M11 13 3 21m2.5-2.5 2.5 2.5m0-5 2 2" /></Icon>;
export const EyeIcon = (): ReactNode => <Icon><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" /></Icon>;
export const EyeOffIcon = (): ReactNode => <Icon><path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" /></Icon>;
export const MailIcon = (): ReactNode => <Icon><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" /></Icon>;
export const CheckIcon = (): ReactNode => <Icon><path d="M20 6 9 17l-5-5" /></Icon>;
export const AlertIcon = (): ReactNode => <Icon><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5M12 16.5h.01" /></Icon>;
export const ShieldIcon = (): ReactNode => <Icon><path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6Z" /><path d="m9 12 2 2 4-4" /></Icon>;
export const LockIcon = (): ReactNode => <Icon><rect x="4.5" y="10.5" width="15" height="10" rx="2" /><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" /></Icon>;
export const UsersIcon = (): ReactNode => <Icon><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.3A6.5 6.5 0 0 1 21.5 20" /></Icon>;
/** A door with an arrow: a sign-in method without a brand icon. */
export const SignInIcon = (): ReactNode => <Icon><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" /></Icon>;

/** The submitting state inside a button (CSS-drawn, slower under prefers-reduced-motion). */
export const Spinner = (): ReactNode => <span className="portcullis-spinner" aria-hidden="true" />;
