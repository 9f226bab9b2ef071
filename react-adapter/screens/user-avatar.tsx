/**
 * UserAvatar (the official name): a person's or a team's photo, or two initials on a neutral disc. Decorative by
 * default (the name is always written next to it); pass `label` where it stands alone. The initials are drawn by the
 * stylesheet (::before from data-initials), not text: on the user button they would otherwise be "visible text"
 * missing from its accessible name ("Account menu for Ada Lovelace"; WCAG 2.5.3 as axe checks it).
 */
import type { ReactNode } from 'react';

export interface UserAvatarProps {
  /** Anything with a name and an image: the current user, a team member, a team (null: a blank disc). */
  readonly user?: { readonly displayName?: string | null; readonly primaryEmail?: string | null; readonly profileImageUrl?: string | null } | null;
  /** Diameter in CSS pixels (default 32). */
  readonly size?: number;
  /** A ring around the disc. */
  readonly border?: boolean;
  /** Rounded square with one initial instead of a disc with two (teams). */
  readonly square?: boolean;
  /** The accessible name when the avatar is the only thing that says who it is. */
  readonly label?: string;
  readonly className?: string;
}

/**
 * "Ada Lovelace" → "AL", "ada@example.com" → "AD", "" → "?": letters as written, whatever the script. `one`: the first
 * letter only (teams: "Acme Inc" → "A", which reads better on a small square than "AI").
 */
export function initialsOf(name: string | null | undefined, one = false): string {
  const words = (name ?? '').replace(/@.*$/, '').split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length >= 2 ? [words[0]!, words.at(-1)!].map((w) => [...w][0]!) : [...(words[0] ?? '')].slice(0, 2);
  return (one ? letters.slice(0, 1) : letters).join('').toUpperCase() || '?';
}

export function UserAvatar({ user, size = 32, border, square, label, className }: UserAvatarProps): ReactNode {
  const name = user?.displayName ?? user?.primaryEmail ?? null;
  const classes = ['portcullis-user-avatar', border === true ? 'portcullis-avatar-border' : null, square === true ? 'portcullis-avatar-square' : null, className];
  return (
    <span className={classes.filter(Boolean).join(' ')} data-initials={user?.profileImageUrl ? undefined : initialsOf(name, square === true)} style={{ width: size, height: size, fontSize: Math.round(size * (square === true ? 0.5 : 0.4)) }}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
      {user?.profileImageUrl ? <img src={user.profileImageUrl} alt="" width={size} height={size} /> : null}
    </span>
  );
}
