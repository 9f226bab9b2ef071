/**
 * One screen, one action at a time: while any method of a BusyScope submits (a password, an emailed code, an OAuth
 * redirect, a passkey), every other button of the scope is disabled, so a second method cannot start underneath it.
 * Outside a scope (a building block used on its own) each form only guards itself.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

const BusyState = createContext(false);
const BusyReport = createContext<((delta: number) => void) | null>(null);

export function BusyScope({ children }: { readonly children?: ReactNode }): ReactNode {
  const [running, setRunning] = useState(0);
  const report = useCallback((delta: number) => setRunning((count) => Math.max(0, count + delta)), []);
  return (
    <BusyReport.Provider value={report}>
      <BusyState.Provider value={running > 0}>{children}</BusyState.Provider>
    </BusyReport.Provider>
  );
}

/** Tells the scope this action runs (effects only: nothing happens during server rendering). */
export function useReportBusy(pending: boolean): void {
  const report = useContext(BusyReport);
  useEffect(() => {
    if (!pending || report === null) return undefined;
    report(1);
    return () => report(-1);
  }, [pending, report]);
}

/** True while any action of the enclosing scope runs. */
export function useAnyBusy(): boolean {
  return useContext(BusyState);
}
