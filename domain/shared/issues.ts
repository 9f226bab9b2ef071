/** Issue: the return type of every validator; an empty list means valid. */
export type IssueSeverity = 'error' | 'warning';

export interface Issue<Code extends string = string> {
  /** Stable machine-readable code, e.g. 'PASSWORD_TOO_SHORT'. */
  readonly code: Code;
  /** Human-readable message, ready to show. */
  readonly message: string;
  readonly severity: IssueSeverity;
  /** What the issue is about (a field name, a domain entry…). */
  readonly path?: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

export const errorsOnly = <C extends string>(issues: readonly Issue<C>[]): Issue<C>[] =>
  issues.filter((issue) => issue.severity === 'error');
