/**
 * A strings-table sentence with the value it inserts in bold (the email a code went to, a team's name), whatever the
 * translation's word order. The value is user data: bidi-isolated (`<bdi>`) so it cannot reorder the sentence.
 */
import type { ReactNode } from 'react';
import { isolated } from './bidi';

const MARK = '\u0000';

export function withEmphasis(format: (value: string) => string, value: string): ReactNode {
  const parts = format(MARK).split(MARK);
  if (parts.length !== 2) return format(isolated(value));
  return <>{parts[0]}<strong className="portcullis-emphasis"><bdi>{value}</bdi></strong>{parts[1]}</>;
}
