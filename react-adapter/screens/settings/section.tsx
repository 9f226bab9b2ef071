/**
 * The parts of an account-settings page: Section (a titled page with a one-line description; its heading takes focus
 * when the person opened it from the navigation, so a screen reader and a keyboard start there) and SettingRow (a
 * title, a one-line description and a small secondary button on the right, with what the button opens below it).
 */
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { Name } from '../../ui/bidi';

/** True while the page on show was opened from the navigation (not on the first load). */
export const FocusHeading = createContext(false);

export function Section({ title, description, children, className }: {
  /** Headings may be user-provided names (a team's): isolated, one line with an ellipsis, whole in the tooltip. */
  readonly title: string; readonly description?: string; readonly children?: ReactNode; readonly className?: string;
}): ReactNode {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useContext(FocusHeading);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby={id} className={['portcullis-section', className].filter(Boolean).join(' ')}>
      <h2 id={id} ref={heading} tabIndex={-1}><Name>{title}</Name></h2>
      {description === undefined ? null : <p className="portcullis-section-description">{description}</p>}
      {children}
    </section>
  );
}

export interface SettingRowProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** The small button on the right (omit for a row that only shows something). */
  readonly action?: { readonly label: string; readonly onClick: () => void; readonly pending?: boolean; readonly expanded?: boolean; readonly danger?: boolean };
  /** Shown under the row (a form the button opened, a QR code, an error). */
  readonly children?: ReactNode;
  readonly leading?: ReactNode;
}

export function SettingRow({ title, description, action, children, leading }: SettingRowProps): ReactNode {
  const id = useId();
  return (
    <div className="portcullis-setting" role="group" aria-labelledby={id}>
      <div className="portcullis-setting-head">
        {leading}
        <div className="portcullis-setting-text">
          <h3 id={id}>{title}</h3>
          {description === undefined ? null : <p>{description}</p>}
        </div>
        {action === undefined ? null : (
          <button type="button" className={`portcullis-button portcullis-secondary portcullis-small${action.danger === true ? ' portcullis-danger-outline' : ''}`}
            disabled={action.pending} aria-busy={action.pending} aria-expanded={action.expanded} onClick={action.onClick}>{action.label}</button>
        )}
      </div>
      {children}
    </div>
  );
}
