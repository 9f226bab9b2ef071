/** A strings-table sentence with the value it inserts in bold (the email a code went to), whatever the translation's word order. */
import type { ReactNode } from 'react';

const MARK = '\u0000';

export function withEmphasis(format: (value: string) => string, value: string): ReactNode {
  const parts = format(MARK).split(MARK);
  if (parts.length !== 2) return format(value);
  return <>{parts[0]}<strong>{value}</strong>{parts[1]}</>;
}
