/**
 * MessageCard: a card with a title, a message and up to two buttons (same name and props as the official component):
 * "You are signed in", "Sign-up is disabled", the email-sent and error pages. Each action may be async: its button
 * shows a spinner meanwhile.
 */
import type { ReactNode } from 'react';
import { BusyScope, useAnyBusy } from '../ui/busy';
import { Spinner } from '../ui/icons';
import { Screen } from '../ui/screen';
import { useSubmit } from '../ui/use-submit';

export interface MessageCardProps {
  readonly title: string;
  readonly fullPage?: boolean;
  readonly primaryButtonText?: string;
  readonly primaryAction?: () => Promise<void> | void;
  readonly secondaryButtonText?: string;
  readonly secondaryAction?: () => Promise<void> | void;
  /** A round icon above the title (ui/icons.tsx). */
  readonly icon?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}

export function MessageCard({ title, fullPage, primaryButtonText, primaryAction, secondaryButtonText, secondaryAction, icon, className, children }: MessageCardProps): ReactNode {
  const buttons = (primaryButtonText !== undefined && primaryAction !== undefined) || (secondaryButtonText !== undefined && secondaryAction !== undefined);
  return (
    <Screen title={title} card fullPage={fullPage} icon={icon} className={['portcullis-message', className].filter(Boolean).join(' ')}>
      {children === undefined ? null : <div className="portcullis-message-body">{children}</div>}
      {buttons ? (
        <BusyScope>
          <div className="portcullis-stack">
            {primaryButtonText !== undefined && primaryAction !== undefined ? <CardButton label={primaryButtonText} action={primaryAction} /> : null}
            {secondaryButtonText !== undefined && secondaryAction !== undefined ? <CardButton label={secondaryButtonText} action={secondaryAction} secondary /> : null}
          </div>
        </BusyScope>
      ) : null}
    </Screen>
  );
}

function CardButton({ label, action, secondary }: { readonly label: string; readonly action: () => Promise<void> | void; readonly secondary?: boolean }): ReactNode {
  const { pending, error, submit } = useSubmit();
  const busy = useAnyBusy();
  return (
    <>
      <button type="button" className={secondary === true ? 'portcullis-button portcullis-secondary' : 'portcullis-button'} disabled={busy} aria-busy={pending}
        onClick={() => void submit(async () => action())}>
        {pending ? <Spinner /> : null}{label}
      </button>
      <div role="alert" className="portcullis-alert">{error}</div>
    </>
  );
}
