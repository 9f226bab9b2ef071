/**
 * A strings-table sentence with the value it inserts in bold (the email a code went to, a team's name), whatever the
 * translation's word order. The value is user data: a `<Name>` (bidi-isolated; a very long one cut to the line with an
 * ellipsis, whole in its title) so it cannot reorder the sentence nor widen the card.
 */
import type { ReactNode } from 'react';
import { isolated, Name } from './bidi';

const MARK = '\u0000';

export function withEmphasis(format: (value: string) => string, value: string): ReactNode {
  const parts = format(MARK).split(MARK);
  if (parts.length !== 2) return format(isolated(value));
  return <>{parts[0]}<strong><Name>{value}</Name></strong>{parts[1]}</>;
}
