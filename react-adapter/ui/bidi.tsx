/**
 * User-provided names (display names, team names, emails, project names) in our text. A name is data: its own
 * direction marks (a right-to-left override) must not reorder the words around it (" settings" after a team name, the
 * "." of a sentence), so every name is bidi-isolated: `<Name>` as an element (`<bdi>`, `unicode-bidi: isolate`, which
 * no character inside can end), `isolated()` inside a string (an attribute, a label: U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE, with the name's own isolate controls removed so it cannot close ours early).
 * `<Name>` also keeps a very long name to one line with an ellipsis, the whole name in its title.
 */
import type { ReactNode } from 'react';

const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/** The name as an isolate inside a string (aria-label, title, a sentence from the strings table). */
export const isolated = (name: string): string => `\u2068${name.replace(ISOLATE_CONTROLS, '')}\u2069`;

/** A name on its own (a menu row, a heading, a list): isolated, one line, ellipsis, full name as the title. */
export function Name({ children, className }: { readonly children: string; readonly className?: string }): ReactNode {
  return <bdi className={className === undefined ? 'portcullis-name' : `portcullis-name ${className}`} title={children}>{children}</bdi>;
}
