/** Screen: the frame of every default screen — a labelled section with its heading, themable by className. */
import { useId, type ReactNode } from 'react';
import { usePortcullis } from '../context';
import { useColorSchemeAttribute } from './color-scheme';

export interface ScreenProps {
  readonly title: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

export function Screen({ title, className, children }: ScreenProps): ReactNode {
  const id = useId();
  const scheme = useColorSchemeAttribute();
  return (
    <section {...scheme} aria-labelledby={id} className={['portcullis', 'portcullis-screen', className].filter(Boolean).join(' ')}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

/** A link to another page; with the provider's `navigate` (a router), it navigates without a page load. */
export function Link({ href, children }: { readonly href: string; readonly children?: ReactNode }): ReactNode {
  const { navigate } = usePortcullis();
  return (
    <a href={href} className="portcullis-link"
      onClick={(event) => {
        if (navigate === null || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}>
      {children}
    </a>
  );
}
