/**
 * Brand marks for the OAuth provider buttons, inline (no image requests), drawn on a 24×24 grid, decorative
 * (aria-hidden: the button's text names the provider). Monochrome marks use currentColor so they follow the scheme;
 * an unknown provider gets a neutral sign-in icon.
 */
import type { ReactNode } from 'react';
import { SignInIcon } from './icons';

function Mark({ children }: { readonly children: ReactNode }): ReactNode {
  return <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">{children}</svg>;
}

const MARKS: Readonly<Record<string, () => ReactNode>> = {
  github: () => (
    <Mark><path fill="currentColor" d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2 0-.3-.5-1.5.2-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.1.7.8.6A12 12 0 0 0 12 .3" /></Mark>
  ),
  google: () => (
    <Mark>
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8c.9-2.6 3.3-4.5 6.2-4.5Z" />
    </Mark>
  ),
  microsoft: () => (
    <Mark><path fill="#F25022" d="M2 2h9.5v9.5H2z" /><path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" /><path fill="#00A4EF" d="M2 12.5h9.5V22H2z" /><path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" /></Mark>
  ),
  spotify: () => (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#1ED760" />
      <path fill="none" stroke="#000" strokeLinecap="round" strokeWidth="2" d="M6 9.2c4-1.2 8.6-.9 12 1.1" />
      <path fill="none" stroke="#000" strokeLinecap="round" strokeWidth="1.7" d="M6.7 12.6c3.3-1 7-.7 9.9 1" />
      <path fill="none" stroke="#000" strokeLinecap="round" strokeWidth="1.4" d="M7.3 15.8c2.7-.7 5.5-.5 7.8.8" />
    </Mark>
  ),
  facebook: () => (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#0866FF" />
      <path fill="#fff" d="M13.4 23v-8h2.7l.4-3.2h-3.1V9.9c0-.9.3-1.6 1.6-1.6h1.6V5.5a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H7.5V15h2.7v8Z" />
    </Mark>
  ),
  discord: () => (
    <Mark><path fill="#5865F2" d="M19.6 5.3A18 18 0 0 0 15.2 4l-.6 1.2a16.6 16.6 0 0 0-5.2 0L8.8 4a18 18 0 0 0-4.4 1.3C1.6 9.5.9 13.6 1.2 17.6A18 18 0 0 0 6.6 20.3l1.1-1.8a11.7 11.7 0 0 1-1.8-.9l.4-.3a12.9 12.9 0 0 0 11.2 0l.4.3c-.6.4-1.2.7-1.8.9l1.1 1.8a18 18 0 0 0 5.4-2.7c.4-4.6-.8-8.7-3-12.3ZM8.7 15.2c-1.1 0-2-1-2-2.3s.9-2.3 2-2.3 2 1 2 2.3-.9 2.3-2 2.3Zm6.6 0c-1.1 0-2-1-2-2.3s.9-2.3 2-2.3 2 1 2 2.3-.9 2.3-2 2.3Z" /></Mark>
  ),
  gitlab: () => (
    <Mark>
      <path fill="#E24329" d="m12 22 4-12.2H8Z" />
      <path fill="#FC6D26" d="M12 22 8 9.8H2.4Zm0 0 4-12.2h5.6Z" />
      <path fill="#FCA326" d="M2.4 9.8 1.2 13.5c-.1.4 0 .8.3 1L12 22ZM21.6 9.8l1.2 3.7c.1.4 0 .8-.3 1L12 22Z" />
      <path fill="#E24329" d="M2.4 9.8H8L5.6 2.4c-.1-.4-.7-.4-.8 0Zm19.2 0H16l2.4-7.4c.1-.4.7-.4.8 0Z" />
    </Mark>
  ),
  linkedin: () => (
    <Mark>
      <rect x="1" y="1" width="22" height="22" rx="3" fill="#0A66C2" />
      <path fill="#fff" d="M5.3 9.4h2.9V19H5.3Zm1.5-4.7a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4Zm3.3 4.7h2.8v1.3c.4-.8 1.4-1.6 2.8-1.6 3 0 3.6 2 3.6 4.6V19h-3v-4.7c0-1.1 0-2.6-1.6-2.6s-1.8 1.2-1.8 2.5V19h-2.9Z" />
    </Mark>
  ),
  apple: () => (
    <Mark><path fill="currentColor" d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6s1.7-.8 3.3-.8 2 .8 3.4.8 2.2-1.3 3-2.5a10.6 10.6 0 0 0 1.4-2.8 4.4 4.4 0 0 1-2.4-4.2ZM13.9 5.1a4.4 4.4 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1.1 3.1 3.7 3.7 0 0 0 3-1.4Z" /></Mark>
  ),
  x: () => (
    <Mark><path fill="currentColor" d="M17.8 2.5h3.3l-7.2 8.2 8.4 11.1h-6.6l-5.2-6.8-5.9 6.8H1.3l7.7-8.8L1 2.5h6.8l4.7 6.2Zm-1.2 17.3h1.8L6.6 4.4h-2Z" /></Mark>
  ),
  twitch: () => (
    <Mark><path fill="#9146FF" d="M4.3 1 1.5 4.8v15.4h4.3V23h2.4l2.9-2.8h3.8l6.2-6.2V1Zm15 12.1-3.4 3.4H12L9.2 19.3v-2.8H5.3V3H19.3Z" /><path fill="#9146FF" d="M16.4 6.3h-2V12h2ZM11.2 6.3h-2V12h2Z" /></Mark>
  ),
};

/** The mark of a provider id (github, google, …), or the neutral sign-in icon. */
export function ProviderIcon({ id }: { readonly id: string }): ReactNode {
  const Draw = MARKS[id.toLowerCase()];
  return Draw === undefined ? <SignInIcon /> : <Draw />;
}
