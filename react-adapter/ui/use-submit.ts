/**
 * useSubmit: runs a screen's action once at a time (a second click while it runs does nothing), tracks the pending
 * state, and turns a failed Result or a thrown error into the message and field to show.
 */
import { useCallback, useRef, useState } from 'react';
import { useStrings } from '../context';
import { useReportBusy } from './busy';
import { errorOfResult, fieldOf, messageOf, reportIfUnexpected, type ErrorField } from './messages';

export interface SubmitState {
  readonly pending: boolean;
  readonly error: string | null;
  readonly errorField: ErrorField;
  /** Bumped on every failure, so focus moves again even when the message is the same. */
  readonly failures: number;
  submit(action: () => Promise<unknown>): Promise<boolean>;
  fail(error: unknown): void;
}

export function useSubmit(): SubmitState {
  const strings = useStrings();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; field: ErrorField; count: number } | null>(null);
  const fail = useCallback((error: unknown) => {
    reportIfUnexpected(error);
    setFailure((previous) => ({ message: messageOf(error, strings), field: fieldOf(error), count: (previous?.count ?? 0) + 1 }));
  }, [strings]);
  const submit = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setFailure(null);
    try {
      const error = errorOfResult(await action());
      if (error === undefined) return true;
      fail(error);
      return false;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [fail]);
  useReportBusy(pending);
  return { pending, error: failure?.message ?? null, errorField: failure?.field ?? null, failures: failure?.count ?? 0, submit, fail };
}
