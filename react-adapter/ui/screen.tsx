/**
 * Screen: the frame of every default screen — a labelled section with its heading, themable by className. A `card`
 * screen (sign-in, sign-up and the other handler pages) is a centred card 400 px wide with the provider's `brand` (the
 * project's name or logo) above a centred title and an optional one-line lead; `fullPage` centres it on the page
 * colour as the whole page. Other screens (account settings) keep the wider frame.
 */
import { useId, type ReactNode } from 'react';
import { usePortcullis } from '../context';
import { useColorSchemeAttribute } from './color-scheme';
import { Name } from './bidi';

export interface ScreenProps {
  readonly title: string;
  readonly className?: string;
  /** The centred card of the sign-in pages (default: the wider frame). */
  readonly card?: boolean;
  /** Fill the page and centre the card on it. */
  readonly fullPage?: boolean;
  /** A line under the title ("Don't have an account? Sign up"). */
  readonly lead?: ReactNode;
  /** A round icon above the title (message cards). */
  readonly icon?: ReactNode;
  /** The title is a user-provided name (a team's): isolated, one line with an ellipsis, whole in its tooltip. */
  readonly titleIsName?: boolean;
  readonly children?: ReactNode;
}

export function Screen({ title, className, card, fullPage, lead, icon, titleIsName, children }: ScreenProps): ReactNode {
  const id = useId();
  const scheme = useColorSchemeAttribute();
  const { brand } = usePortcullis();
  const heading = titleIsName === true ? <Name>{title}</Name> : title;
  const classes = ['portcullis', 'portcullis-screen', card === true ? 'portcullis-card' : null, className].filter(Boolean).join(' ');
  const section = (
    <section {...scheme} aria-labelledby={id} className={classes}>
      {card === true ? (
        <header className="portcullis-header">
          {brand === null ? null : <div className="portcullis-brand">{brand}</div>}
          {icon === undefined ? null : <div className="portcullis-badge-icon">{icon}</div>}
          <h1 id={id}>{heading}</h1>
          {lead === undefined || lead === null ? null : <p className="portcullis-lead">{lead}</p>}
        </header>
      ) : (
        <h1 id={id}>{heading}</h1>
      )}
      {children}
    </section>
  );
  return fullPage === true ? <FullPage>{section}</FullPage> : section;
}

/** The whole page in the screen's colours, the card centred on it. */
export function FullPage({ children }: { readonly children?: ReactNode }): ReactNode {
  const scheme = useColorSchemeAttribute();
  return <div {...scheme} className="portcullis portcullis-page">{children}</div>;
}

/** A link to another page; with the provider's `navigate` (a router), it navigates without a page load. */
export function Link({ href, className, children }: { readonly href: string; readonly className?: string; readonly children?: ReactNode }): ReactNode {
  const { navigate } = usePortcullis();
  return (
    <a href={href} className={className ?? 'portcullis-link'}
      onClick={(event) => {
        if (navigate === null || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}>
      {children}
    </a>
  );
}

/** The props every handler screen takes. */
export interface ScreenComponentProps {
  /** Added to the screen's root element. */
  readonly className?: string;
  /** Fill the page and centre the card (the handler's screens do unless told otherwise). */
  readonly fullPage?: boolean;
}
