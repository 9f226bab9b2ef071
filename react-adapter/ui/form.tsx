/**
 * ActionForm and Field: a labelled form whose errors go to a role="alert" region, with focus moved to the first field
 * in error (or the first field), a submit button that shows its pending state and cannot submit twice.
 */
import { createContext, useContext, useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ErrorField } from './messages';
import { useSubmit } from './use-submit';

interface FieldErrorState {
  readonly field: ErrorField;
  readonly alertId: string;
  readonly hasError: boolean;
}

const FieldErrors = createContext<FieldErrorState>({ field: null, alertId: '', hasError: false });

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
  /** Fields and the (small) submit button on one line, as in a settings row. */
  readonly inline?: boolean;
  /** Adds a Cancel button that calls this (a form a settings row opened). */
  readonly onCancel?: { readonly label: string; readonly run: () => void };
  readonly children?: ReactNode;
}

export function ActionForm({ label, title, submitLabel, pendingLabel, onSubmit, successMessage, resetOnSuccess, inline, onCancel, children }: ActionFormProps): ReactNode {
  const { pending, error, errorField, failures, submit } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const alertId = useId();
  useEffect(() => {
    if (failures === 0 || form.current === null) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  }, [failures]);
  return (
    <form ref={form} aria-label={label} noValidate className={inline === true ? 'portcullis-form portcullis-form-inline' : 'portcullis-form'}
      onSubmit={(event) => {
        event.preventDefault();
        const target = event.currentTarget;
        const data = new FormData(target);
        void submit(() => onSubmit(data)).then((ok) => { if (ok && resetOnSuccess === true) target.reset(); });
      }}>
      {title === undefined ? null : <h2 className="portcullis-form-title">{title}</h2>}
      <FieldErrors.Provider value={{ field: errorField, alertId, hasError: error !== null }}>{children}</FieldErrors.Provider>
      <div id={alertId} role="alert" className="portcullis-alert">{error}</div>
      {successMessage != null && error === null && !pending ? <p role="status" className="portcullis-status">{successMessage}</p> : null}
      {inline === true || onCancel !== undefined ? (
        <div className="portcullis-form-buttons">
          <button type="submit" className="portcullis-button portcullis-small" disabled={pending} aria-busy={pending}>
            {pending ? (pendingLabel ?? submitLabel) : submitLabel}
          </button>
          {onCancel === undefined ? null : <button type="button" className="portcullis-button portcullis-plain portcullis-small" onClick={onCancel.run}>{onCancel.label}</button>}
        </div>
      ) : (
        <button type="submit" className="portcullis-button" disabled={pending} aria-busy={pending}>
          {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        </button>
      )}
    </form>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  readonly name: string;
  readonly label: string;
  /** Which error kind marks this field invalid. */
  readonly errorKind?: ErrorField;
  /** Live hint under the field (e.g. the password policy as you type). */
  readonly hint?: string | null;
  /** The label for assistive technology only (a row's title already says what the field is). */
  readonly hideLabel?: boolean;
}

export function Field({ name, label, errorKind, hint, hideLabel, ...input }: FieldProps): ReactNode {
  const id = useId();
  const hintId = useId();
  const errors = useContext(FieldErrors);
  const invalid = errors.hasError && errorKind !== undefined && errorKind !== null && errors.field === errorKind;
  const describedBy = [hint ? hintId : null, invalid ? errors.alertId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="portcullis-field">
      <label htmlFor={id} className={hideLabel === true ? 'portcullis-visually-hidden' : undefined}>{label}</label>
      <input id={id} name={name} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      {hint ? <p id={hintId} className="portcullis-hint">{hint}</p> : null}
    </div>
  );
}
