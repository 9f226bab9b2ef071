/**
 * ActionForm and Field: a labelled form whose error is shown under the field it is about (that field outlined and
 * described by it), or in the form's own role="alert" region when no field is; focus moves to the first field in
 * error (or the first field); the submit button shows a spinner while it runs, cannot submit twice, and waits while
 * another method of the same screen runs (ui/busy.tsx). Password fields get a show/hide button.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useStrings } from '../context';
import { useAnyBusy } from './busy';
import { EyeIcon, EyeOffIcon, Spinner } from './icons';
import type { ErrorField } from './messages';
import { useSubmit } from './use-submit';

interface FieldErrorState {
  readonly field: ErrorField;
  readonly message: string | null;
  /** A field says it shows errors of its kind (so the form's own region stays empty for them). */
  readonly claim: (kind: ErrorField, field: string) => () => void;
  /** The field that shows the message of a kind: the first of that kind (the others are only outlined). */
  readonly shownBy: (kind: ErrorField) => string | undefined;
}

const FieldErrors = createContext<FieldErrorState>({ field: null, message: null, claim: () => () => undefined, shownBy: () => undefined });

export interface ActionFormProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly submitLabel: string;
  readonly pendingLabel?: string;
  /** Return a Result (its error is shown) or anything else (success). */
  readonly onSubmit: (data: FormData) => Promise<unknown>;
  /** A visible heading above the form (when a screen has several forms). */
  readonly title?: string;
  /** Empty the form's uncontrolled fields after a successful submit (e.g. an invitation sent). */
  readonly resetOnSuccess?: boolean;
  /** Shown in a role="status" region after a successful submit. */
  readonly successMessage?: string | null;
  /** The submit button's look: primary (default), secondary or danger. */
  readonly submitStyle?: 'primary' | 'secondary' | 'danger';
  /** Fields and the (small) submit button on one line, as in a settings row. */
  readonly inline?: boolean;
  /** Adds a Cancel button that calls this (a form a settings row opened). */
  readonly onCancel?: { readonly label: string; readonly run: () => void };
  readonly children?: ReactNode;
}

const BUTTON_CLASS = { primary: 'portcullis-button', secondary: 'portcullis-button portcullis-secondary', danger: 'portcullis-button portcullis-danger' } as const;

export function ActionForm({ label, title, submitLabel, pendingLabel, onSubmit, successMessage, resetOnSuccess, submitStyle, inline, onCancel, children }: ActionFormProps): ReactNode {
  const { pending, error, errorField, failures, submit } = useSubmit();
  const busy = useAnyBusy();
  const form = useRef<HTMLFormElement>(null);
  // Fields in tree order (their effects run in that order), each with its error kind.
  const claimed = useRef<(readonly [ErrorField, string])[]>([]);
  const [, setClaims] = useState(0);
  const claim = useCallback((kind: ErrorField, field: string) => {
    const entry = [kind, field] as const;
    claimed.current = [...claimed.current, entry];
    setClaims((n) => n + 1);
    return () => {
      claimed.current = claimed.current.filter((other) => other !== entry);
      setClaims((n) => n + 1);
    };
  }, []);
  const shownBy = (kind: ErrorField): string | undefined => claimed.current.find(([other]) => other === kind)?.[1];
  const alertId = useId();
  useEffect(() => {
    if (failures === 0 || form.current === null) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  }, [failures]);
  const fieldShowsIt = errorField !== null && shownBy(errorField) !== undefined;
  return (
    <form ref={form} aria-label={label} noValidate className={inline === true ? 'portcullis-form portcullis-form-inline' : 'portcullis-form'}
      onSubmit={(event) => {
        event.preventDefault();
        const target = event.currentTarget;
        const data = new FormData(target);
        void submit(() => onSubmit(data)).then((ok) => { if (ok && resetOnSuccess === true) target.reset(); });
      }}>
      {title === undefined ? null : <h2 className="portcullis-form-title">{title}</h2>}
      <FieldErrors.Provider value={{ field: errorField, message: error, claim, shownBy }}>{children}</FieldErrors.Provider>
      <div id={alertId} role="alert" className="portcullis-alert">{fieldShowsIt ? null : error}</div>
      {successMessage != null && error === null && !pending ? <p role="status" className="portcullis-status">{successMessage}</p> : null}
      {inline === true || onCancel !== undefined ? (
        <div className="portcullis-form-buttons">
          <button type="submit" className={`${BUTTON_CLASS[submitStyle ?? 'primary']} portcullis-small`} disabled={pending || busy} aria-busy={pending}>
            {pending ? <Spinner /> : null}
            {pending ? (pendingLabel ?? submitLabel) : submitLabel}
          </button>
          {onCancel === undefined ? null : <button type="button" className="portcullis-button portcullis-plain portcullis-small" onClick={onCancel.run}>{onCancel.label}</button>}
        </div>
      ) : (
        <button type="submit" className={BUTTON_CLASS[submitStyle ?? 'primary']} disabled={pending || busy} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        </button>
      )}
    </form>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  readonly name: string;
  readonly label: string;
  /** Which error kind marks this field invalid (its message is then shown under it). */
  readonly errorKind?: ErrorField;
  /** Live hint under the field (e.g. the password policy as you type). */
  readonly hint?: string | null;
  /** Beside the label, at the right (e.g. "Forgot password?"). */
  readonly aside?: ReactNode;
  /** Extra class on the field's wrapper (e.g. portcullis-code). */
  readonly fieldClassName?: string;
  /** The label for assistive technology only (a row's title already says what the field is). */
  readonly hideLabel?: boolean;
}

export function Field({ name, label, errorKind, hint, aside, fieldClassName, hideLabel, type, ...input }: FieldProps): ReactNode {
  const s = useStrings();
  const id = useId();
  const hintId = useId();
  const errors = useContext(FieldErrors);
  const { claim } = errors;
  const [revealed, setRevealed] = useState(false);
  useEffect(() => (errorKind === undefined || errorKind === null ? undefined : claim(errorKind, id)), [errorKind, claim, id]);
  const invalid = errors.message !== null && errorKind !== undefined && errorKind !== null && errors.field === errorKind;
  const shownBy = invalid ? errors.shownBy(errorKind) : undefined;
  const shown = shownBy === id;
  // Every field in error is described by the one message, shown under the first of them.
  const describedBy = [hint ? hintId : null, shownBy === undefined ? null : `${shownBy}-error`].filter(Boolean).join(' ') || undefined;
  const password = type === 'password';
  return (
    <div className={['portcullis-field', fieldClassName].filter(Boolean).join(' ')}>
      {aside === undefined ? <label htmlFor={id} className={hideLabel === true ? 'portcullis-visually-hidden' : undefined}>{label}</label> : <div className="portcullis-label-row"><label htmlFor={id}>{label}</label>{aside}</div>}
      <div className="portcullis-input">
        <input id={id} name={name} type={password && revealed ? 'text' : type} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
        {password ? (
          <button type="button" className="portcullis-reveal" aria-controls={id} aria-pressed={revealed} aria-label={s.showPassword}
            onClick={() => setRevealed((on) => !on)}>
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {shown ? <p id={`${id}-error`} role="alert" className="portcullis-field-error">{errors.message}</p> : null}
      {hint ? <p id={hintId} className="portcullis-hint">{hint}</p> : null}
    </div>
  );
}
