/** Section: one titled part of the account settings screen. */
import { useId, type ReactNode } from 'react';

export function Section({ title, children }: { readonly title: string; readonly children?: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section aria-labelledby={id} className="portcullis-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
